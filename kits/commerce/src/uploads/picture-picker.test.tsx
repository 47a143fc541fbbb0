import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PicturePicker, type PicturePickerProps } from './picture-picker';

const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });

const WORDS = {
  picture: (index: number) => `Picture ${index}`,
  remove: (index: number) => `Remove picture ${index}`,
  makeMain: (index: number) => `Make picture ${index} the main one`,
  main: 'Main',
  add: 'Add picture',
  uploading: 'Uploading…',
  failed: 'Upload failed',
};

function Harness(props: Partial<PicturePickerProps> & { initial?: string[] }) {
  const [urls, setUrls] = useState<string[]>(props.initial ?? []);
  const upload = { mutateAsync: async (file: File) => ({ url: `/homeapi/upload/file/${file.name}` }), isPending: false };
  return (
    <>
      <PicturePicker label="Pictures" value={urls} onChange={setUrls} max={3} upload={upload} words={WORDS} {...props} />
      <output aria-label="urls">{urls.join(' ')}</output>
    </>
  );
}

const urls = () => screen.getByRole('status', { name: 'urls' }).textContent;

describe('PicturePicker', () => {
  it('adds picked pictures, removes one, and hides the add tile once full', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['/a.png']} />);
    await user.upload(screen.getByLabelText('Add picture'), [png('b.png'), png('c.png')]);
    expect(await screen.findByRole('img', { name: 'Picture 3' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Add picture')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(urls()).toBe('/homeapi/upload/file/b.png /homeapi/upload/file/c.png');
    expect(screen.getByLabelText('Add picture')).toBeInTheDocument();
  });

  it('badges the first picture as the main one and makes another one first, when the first is the main one', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['/a.png', '/b.png']} mainFirst />);
    expect(screen.getByText('Main')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make picture 1 the main one' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make picture 2 the main one' }));
    expect(urls()).toBe('/b.png /a.png');
  });

  it('offers no main picture otherwise', () => {
    render(<Harness initial={['/a.png', '/b.png']} />);
    expect(screen.queryByText('Main')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /the main one/ })).not.toBeInTheDocument();
  });

  it('read-only, shows the pictures and nothing to change them with', () => {
    render(<Harness initial={['/a.png', '/b.png']} mainFirst readOnly />);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add picture')).not.toBeInTheDocument();
  });

  it('disabled, keeps its controls in place but unusable', () => {
    render(<Harness initial={['/a.png']} disabled />);
    expect(screen.getByRole('button', { name: 'Remove picture 1' })).toBeDisabled();
    expect(screen.getByLabelText('Add picture')).toBeDisabled();
  });

  it('describes the group with its hint and the form’s message', () => {
    render(<Harness hint="0/3 pictures" error="Add at least one picture" />);
    expect(screen.getByRole('group', { name: 'Pictures' })).toHaveAccessibleDescription('0/3 pictures Add at least one picture');
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one picture');
  });
});
