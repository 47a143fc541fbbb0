import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockStaffApi, ok, signInStaff } from '@shop/shared/testing';
import '../commerce-messages';
import { PicturePicker } from './picture-picker';

const WORDS = { picture: (index: number) => `Picture ${index}`, remove: (index: number) => `Remove picture ${index}`, add: 'Add picture', uploading: 'Uploading…', failed: 'Upload failed' };
const url = (n: number) => `/homeapi/upload/file/${String(n).padStart(64, 'c')}.png`;

function Harness({ library = true, initial = [] as string[], max = 2 }) {
  const [urls, setUrls] = useState<string[]>(initial);
  const upload = { mutateAsync: async () => ({ url: url(9) }), isPending: false };
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PicturePicker label="Banner" value={urls} onChange={setUrls} max={max} upload={upload} words={WORDS} library={library} />
      <output aria-label="urls">{urls.join(' ')}</output>
    </QueryClientProvider>
  );
}

/** A back-office user who may use the library, which holds two pictures. */
function signInStaffs() {
  signInStaff(['media.edit']);
  return mockStaffApi({
    'GET admin/media/index': ok({
      list: [1, 2].map((id) => ({ id, url: url(id), mime: 'image/png', size: 1024, width: 64, height: 48, uploaded_at: '2026-01-02T03:04:05.000Z', uploaded_by: null })),
      page: 1,
      size: 24,
      total: 2,
    }),
  });
}

describe('PicturePicker with the media library', () => {
  it('adds the picture chosen in the library dialog, once, and closes the dialog', async () => {
    const calls = signInStaffs();
    const user = userEvent.setup();
    render(<Harness initial={[url(1)]} />);
    await user.click(screen.getByRole('button', { name: 'Choose from library: Banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture' });
    expect(within(dialog).getByText('2 pictures')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Choose picture 2' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'urls' })).toHaveTextContent(`${url(1)} ${url(2)}`);
    // Full: neither upload nor library is offered any more.
    expect(screen.queryByRole('button', { name: 'Choose from library: Banner' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.route)).toEqual(['GET admin/media/index']);
  });

  it('replaces a single picture with the one chosen', async () => {
    signInStaffs();
    const user = userEvent.setup();
    render(<Harness initial={[url(1)]} max={1} />);
    await user.click(screen.getByRole('button', { name: 'Choose from library: Banner' }));
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Choose picture 2' }));
    expect(screen.getByRole('status', { name: 'urls' })).toHaveTextContent(url(2));
    expect(screen.getByRole('status', { name: 'urls' })).not.toHaveTextContent(url(1));
  });

  it('offers no library unless asked (members’ photos)', () => {
    render(<Harness library={false} />);
    expect(screen.queryByRole('button', { name: /Choose from library/ })).not.toBeInTheDocument();
  });
});
