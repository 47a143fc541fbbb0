import { screen, within } from '@testing-library/react';
import { mockStaffApi, ok, refused, renderPage, signInStaff } from '@shop/shared/testing';
import { adminCategories } from '@/testing/admin-goods-fixtures';
import AdminCategoryPage from './admin-category-page';

const PATH = '/admin/goods/category';

const brands = { list: [{ id: 5, name_zh: '步履', name_en: 'Stride', sort: 4, goods: 5 }] };

function openTree(permissions: string[], routes: Parameters<typeof mockStaffApi>[0] = {}) {
  signInStaff(permissions);
  const calls = mockStaffApi({ 'GET admin/category/index': ok(adminCategories), 'GET admin/brand/index': ok(brands), ...routes });
  return { calls, ...renderPage(AdminCategoryPage, { path: PATH }) };
}

describe('back-office categories', () => {
  it('shows the tree with each category’s names, sort and goods, and no buttons for a viewer', async () => {
    openTree(['category.view']);
    const tshirts = (await within(screen.getByRole('table', { name: 'Categories' })).findByText('T恤')).closest('tr')!;
    expect(tshirts).toHaveTextContent('T-shirts');
    expect(within(tshirts).getAllByRole('cell')[3]).toHaveTextContent('4');
    expect(screen.queryByRole('button', { name: 'New category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('adds a sub-category through its dialog, checked before it is sent', async () => {
    const { calls, user } = openTree(['category.view', 'category.edit'], {
      'POST admin/category/save': { code: 1, msg: 'Category saved', data: { id: 9, parent_id: 1, name_zh: '衬衫', name_en: 'Shirts', image: '', sort: 2, hidden: false, goods: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a sub-category under Clothing' }));
    const dialog = screen.getByRole('dialog', { name: 'New sub-category of Clothing' });
    await user.type(within(dialog).getByRole('textbox', { name: 'English name' }), 'Shirts');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: 'Chinese name' })).toHaveAccessibleDescription('Required');
    expect(calls.some((call) => call.route === 'POST admin/category/save')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Chinese name' }), '衬衫');
    const sort = within(dialog).getByRole('spinbutton', { name: 'Sort (lower first)' });
    await user.clear(sort);
    await user.type(sort, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category saved')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST admin/category/save')?.body).toEqual({ parent_id: 1, name_zh: '衬衫', name_en: 'Shirts', sort: 2, image: '', hidden: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before deleting, and says why a category with goods stays', async () => {
    const { calls, user } = openTree(['category.view', 'category.edit'], {
      'POST admin/category/delete': refused('This category still has goods; move them to another category first', { field: 'id' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Clothing' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete category' });
    expect(confirm).toHaveTextContent('Delete “Clothing”? This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This category still has goods; move them to another category first')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST admin/category/delete')?.body).toEqual({ id: 1 });
  });

  it('lists the brands beside the categories, with no buttons for a viewer', async () => {
    openTree(['category.view', 'goods.view']);
    const stride = (await within(screen.getByRole('table', { name: 'Brands' })).findByText('步履')).closest('tr')!;
    expect(stride).toHaveTextContent('Stride');
    expect(within(stride).getAllByRole('cell')[3]).toHaveTextContent('5');
    expect(screen.queryByRole('button', { name: 'New brand' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit brand Stride' })).not.toBeInTheDocument();
  });

  it('adds a brand through its dialog and shows a name another brand has under its field', async () => {
    const { calls, user } = openTree(['category.view', 'category.edit', 'goods.view'], {
      'POST admin/brand/save': (body) =>
        (body as { name_en: string }).name_en === 'Stride'
          ? refused('Another brand has this name', { field: 'name_en' })
          : { code: 1, msg: 'Brand saved', data: { id: 17, name_zh: '软木坊', name_en: 'Corkworks', sort: 0, goods: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: 'New brand' }));
    const dialog = screen.getByRole('dialog', { name: 'New brand' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Chinese name' }), '软木坊');
    await user.type(within(dialog).getByRole('textbox', { name: 'English name' }), 'Stride');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another brand has this name')).toBeInTheDocument();
    const english = within(dialog).getByRole('textbox', { name: 'English name' });
    await user.clear(english);
    await user.type(english, 'Corkworks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Brand saved')).toBeInTheDocument();
    expect(calls.filter((call) => call.route === 'POST admin/brand/save').at(-1)?.body).toEqual({ name_zh: '软木坊', name_en: 'Corkworks', sort: 0 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
