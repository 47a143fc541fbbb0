import { screen } from '@testing-library/react';
import { renderPage } from '../../testing';
import { usePageParam } from './use-page-param';

function Pages() {
  const { page, setPage } = usePageParam();
  return (
    <>
      <p>page {page}</p>
      <button type="button" onClick={() => setPage(page + 1)}>
        next
      </button>
      <button type="button" onClick={() => setPage(1)}>
        first
      </button>
    </>
  );
}

it('keeps the list page in the URL beside the other parameters, and page 1 as no parameter', async () => {
  const { user } = renderPage(Pages, { path: '/goods/index', url: '/goods/index?q=tea&page=x' });
  expect(screen.getByText('page 1')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'next' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/goods/index?q=tea&page=2');
  expect(screen.getByText('page 2')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'first' }));
  expect(screen.getByTestId('location').textContent).toBe('/goods/index?q=tea');
});
