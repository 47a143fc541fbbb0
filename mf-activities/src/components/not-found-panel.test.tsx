import { screen } from '@testing-library/react';
import { renderUi } from '@/testing/render-ui';
import { NotFoundPanel } from './not-found-panel';

it('says the activity cannot be found and offers the type’s list', () => {
  renderUi(<NotFoundPanel type="bargain" />, '/activity/bargain/view?id=99');
  expect(screen.getByRole('heading', { name: 'This activity cannot be found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all Bargain' })).toHaveAttribute('href', '/activity/bargain/index');
});
