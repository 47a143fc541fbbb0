import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ArticleContent } from './article-content';

function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

const html = '<p><a href="/page/view?id=4">Store pickup</a>, <a href="//evil.example/x">elsewhere</a>, <a href="https://example.com/">partner</a></p>';

describe('article content under the shell’s base path', () => {
  it('gives links to the shop the base path, and follows them through the router', async () => {
    render(
      <MemoryRouter basename="/home" initialEntries={['/home/page/view?id=1']}>
        <ArticleContent html={html} />
        <Location />
      </MemoryRouter>,
    );
    const pickup = await screen.findByRole('link', { name: 'Store pickup' });
    expect(pickup).toHaveAttribute('href', '/home/page/view?id=4');
    expect(screen.getByRole('link', { name: 'elsewhere' })).toHaveAttribute('href', '//evil.example/x');
    expect(screen.getByRole('link', { name: 'partner' })).toHaveAttribute('href', 'https://example.com/');
    await userEvent.setup().click(pickup);
    expect(screen.getByTestId('location')).toHaveTextContent('/page/view?id=4');
  });
});
