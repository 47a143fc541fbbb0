import { act, screen, waitFor } from '@testing-library/react';
import type { MediaPicture } from '@shop/contract';
import { i18n } from '@shop/shared';
import { mockStaffApi, ok, renderPage, signInStaff } from '@shop/shared/testing';
import AdminMediaPage from './admin-media-page';

const picture = (id: number): MediaPicture => ({
  id,
  url: `/homeapi/upload/file/${String(id).padStart(64, 'a')}.png`,
  mime: 'image/png',
  size: 4096,
  width: 800,
  height: 600,
  uploaded_at: '2026-01-02T03:04:05.000Z',
  uploaded_by: 'designer',
});

describe('the media library page', () => {
  beforeEach(() => act(() => void i18n.changeLanguage('en-us')));

  it('lists the pictures newest first, a page at a time, and uploads new ones to the top', async () => {
    signInStaff(['media.edit']);
    let pictures = Array.from({ length: 30 }, (_, index) => picture(30 - index));
    const calls = mockStaffApi({
      'GET admin/media/index': ({ page }) => ok({ list: pictures.slice((Number(page) - 1) * 24, Number(page) * 24), page: Number(page), size: 24, total: pictures.length }),
      'POST admin/media/upload': () => {
        pictures = [picture(31), ...pictures];
        return ok(picture(31));
      },
    });
    const { user } = renderPage(AdminMediaPage, { path: '/admin/media/index' });
    expect(await screen.findByText('30 pictures')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(24);
    expect(screen.getAllByRole('img')[0]).toHaveAccessibleName(/^Picture 1, 800 × 600 px/);
    await user.click(screen.getByRole('button', { name: /2/ }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(6));

    await user.upload(screen.getByLabelText('Upload pictures'), new File([new Uint8Array([1, 2, 3])], 'new.png', { type: 'image/png' }));
    expect(await screen.findByText('31 pictures')).toBeInTheDocument();
    expect(calls.map((call) => call.route)).toContain('POST admin/media/upload');
  });

  it('says in Chinese when the library is empty', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-cn')));
    signInStaff(['media.edit']);
    mockStaffApi({ 'GET admin/media/index': ok({ list: [], page: 1, size: 24, total: 0 }) });
    renderPage(AdminMediaPage, { path: '/admin/media/index' });
    expect(await screen.findByText('还没有图片：请上传第一张。')).toBeInTheDocument();
  });
});
