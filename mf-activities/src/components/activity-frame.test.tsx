import { screen, within } from '@testing-library/react';
import { renderUi } from '@/testing/render-ui';
import { ActivityFrame } from './activity-frame';

describe('ActivityFrame', () => {
  it('on a list page: Home › type, the five promotions with this one current, and the heading', () => {
    renderUi(
      <ActivityFrame type="second">
        <p>the list</p>
      </ActivityFrame>,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/index');
    expect(within(trail).getByText('Flash sale')).toHaveAttribute('aria-current', 'page');

    const tabs = screen.getByRole('navigation', { name: 'Promotions' });
    expect(within(tabs).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Group buying', '/activity/group/index'],
      ['Flash sale', '/activity/second/index'],
      ['Bargain', '/activity/bargain/index'],
      ['Points mall', '/activity/point/index'],
      ['Limited offers', '/activity/limit/index'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Flash sale' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Bargain' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1, name: 'Flash sale' })).toBeInTheDocument();
    expect(screen.getByText('the list')).toBeInTheDocument();
  });

  it('on an activity’s page: the type links back to its list, the product is the current page, and the page brings its own heading', () => {
    renderUi(
      <ActivityFrame type="point" current="Cotton T-shirt">
        <h1>Cotton T-shirt</h1>
      </ActivityFrame>,
      '/activity/point/view?id=5',
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Points mall' })).toHaveAttribute('href', '/activity/point/index');
    expect(within(trail).getByText('Cotton T-shirt')).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('navigation', { name: 'Promotions' })).getByRole('link', { name: 'Points mall' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
