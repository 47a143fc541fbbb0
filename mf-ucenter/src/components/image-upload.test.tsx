import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { later, mockApi, ok, refused, renderPage, signIn } from '@shop/shared/testing';
import '../i18n/messages';
import { ImageUpload } from './image-upload';

const PNG = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
let uploaded = 0;

function Harness() {
  const [urls, setUrls] = useState<string[]>([]);
  return (
    <>
      <ImageUpload label="Photos" value={urls} onChange={setUrls} max={2} />
      <p data-testid="urls">{urls.join(' ')}</p>
    </>
  );
}

const renderPicker = () => renderPage(Harness, { path: '/' });
const photoUrl = () => `/homeapi/upload/file/${String(++uploaded).padStart(64, '0')}.png`;

describe('ImageUpload', () => {
  beforeEach(() => signIn());

  it('uploads picked photos one by one, shows them, and removes one', async () => {
    const calls = mockApi({ 'POST upload/image': () => ok({ url: photoUrl() }) });
    const { user } = renderPicker();
    expect(screen.getByRole('group', { name: 'Photos' })).toHaveAccessibleDescription('0/2 photos · JPEG, PNG or WebP, up to 2 MB each');
    await user.upload(screen.getByLabelText('Add photo'), [PNG('a.png'), PNG('b.png')]);
    expect(await screen.findByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
    expect(calls.filter((call) => call.route === 'POST upload/image')).toHaveLength(2);
    expect(screen.queryByLabelText('Add photo')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByLabelText('Add photo')).toBeInTheDocument();
  });

  it('checks type, size and count before sending anything', async () => {
    const calls = mockApi({ 'POST upload/image': () => ok({ url: photoUrl() }) });
    renderPicker();
    // A browser's picker honours `accept` only as a suggestion: the user can still choose "All files".
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Add photo'), new File(['gif'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('anim.gif is not a JPEG, PNG or WebP picture');
    await user.upload(screen.getByLabelText('Add photo'), PNG('huge.png', 2 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('huge.png is larger than 2 MB');
    expect(calls).toHaveLength(0);
    await user.upload(screen.getByLabelText('Add photo'), [PNG('1.png'), PNG('2.png'), PNG('3.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 2 photos; the rest were left out');
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
  });

  it('shows progress while a photo uploads, and the server’s refusal in place', async () => {
    const answer = later();
    mockApi({ 'POST upload/image': answer.handler });
    const { user } = renderPicker();
    await user.upload(screen.getByLabelText('Add photo'), PNG('fake.png'));
    expect(await screen.findByRole('status')).toHaveTextContent('Uploading photo…');
    answer.release(refused('Photos must be JPEG, PNG or WebP images', { field: 'file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Photos must be JPEG, PNG or WebP images');
    expect(screen.getByTestId('urls')).toBeEmptyDOMElement();
  });
});
