import { screen, waitFor } from '@testing-library/react';
import { mockStaffApi, ok, renderPage, signInStaff } from '@shop/shared/testing';
import '@/i18n/messages';
import { adminTShirt, shopCategories } from '@/testing/admin-goods-fixtures';
import { GoodsForm } from './goods-form';
import { movePicture } from './gallery-picker';

describe('the goods gallery', () => {
  it('moves a picture by one place either way', () => {
    expect(movePicture(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(movePicture(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('reorders the pictures, the first becoming the main one, and saves them in that order', async () => {
    signInStaff(['goods.view', 'goods.edit']);
    const calls = mockStaffApi({ 'GET category/index': ok(shopCategories), 'POST admin/goods/save': ok(adminTShirt) });
    const { user } = renderPage(() => <GoodsForm goods={adminTShirt} />, { path: '/admin/goods/edit' });
    expect(screen.getByRole('button', { name: 'Move picture 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move picture 2 later' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move picture 2 earlier' }));
    expect(screen.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', expect.stringContaining('tee-back'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.route === 'POST admin/goods/save')).toHaveLength(1));
    expect(calls.find((call) => call.route === 'POST admin/goods/save')!.body.images).toEqual(['/img/tee-back.png', '/img/tee.png']);
  });
});
