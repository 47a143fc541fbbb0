import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTestQueryClient } from '../../testing/render-page';
import { TopBlock } from './top-block';
import { SearchBlock } from './search-block';
import { LanguageMenu } from './language-menu';
import { FooterBlock } from './footer-block';
import { NavigationBlock } from './navigation-block';
import { useAuthStore } from '../stores/auth-store';
import { useToastStore } from '../stores/toast-store';
import { i18n } from '../i18n/i18n';
import { SEARCH_MAX_LENGTH } from '../constants';
import { mockApi, ok, testMember } from '../../testing/index';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(ui: ReactNode, path = '/index') {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<>{ui}<Where /></>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const link = (title: string, path: string, type?: number) => ({ title, link: { path, params: { type } } });

beforeAll(() => i18n.changeLanguage('en-us'));
beforeEach(() => {
  useAuthStore.getState().clear();
  useToastStore.setState({ items: [] });
});

describe('TopBlock', () => {
  const value = {
    background_color: '#fafafa',
    data: [{ tips: 'Welcome to Lumen Mall', list: [link('Sign in', '/user/login'), link('Partner site', 'https://example.com/', 2)] }, { list: [link('Help', '/page/view')] }],
  } as const;

  it('shows tips and configured links to visitors, external ones in a new tab', () => {
    renderAt(<TopBlock value={value as never} />);
    expect(screen.getByText('Welcome to Lumen Mall')).toBeInTheDocument();
    const external = screen.getByRole('link', { name: 'Partner site' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/login');
    expect(screen.getByRole('button', { name: /Language/ })).toBeInTheDocument();
  });

  it('welcomes a member with a username link to the member centre and a sign-out', () => {
    useAuthStore.getState().signIn('t', testMember({ id: 1, username: 'lily' }));
    renderAt(<TopBlock value={value as never} />);
    expect(screen.queryByText('Welcome to Lumen Mall')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'lily' })).toHaveAttribute('href', '/ucenter/index');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('renders without any design data', () => {
    renderAt(<TopBlock />);
    expect(screen.getByRole('button', { name: /Language/ })).toBeInTheDocument();
  });
});

describe('LanguageMenu', () => {
  it('opens on the current language with the arrow keys, moves with them and closes on Escape', () => {
    renderAt(<LanguageMenu />);
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const english = screen.getByRole('menuitemradio', { name: 'English' });
    const chinese = screen.getByRole('menuitemradio', { name: '简体中文' });
    expect(english).toHaveAttribute('aria-checked', 'true');
    expect(chinese).toHaveAttribute('aria-checked', 'false');
    expect(english).toHaveFocus();
    fireEvent.keyDown(english, { key: 'ArrowDown' });
    expect(chinese).toHaveFocus();
    fireEvent.keyDown(chinese, { key: 'ArrowDown' });
    expect(english).toHaveFocus();
    fireEvent.keyDown(english, { key: 'Home' });
    expect(chinese).toHaveFocus();
    fireEvent.keyDown(chinese, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

describe('SearchBlock', () => {
  it('refuses empty input with a message and does not navigate', () => {
    renderAt(<SearchBlock value={{ path: '/index', logo: '', text: 'Find goods' }} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Search keywords' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(useToastStore.getState().items.at(-1)?.message).toBe('Please enter search content');
    expect(screen.getByTestId('where')).toHaveTextContent('/index');
  });

  it('searches for the keywords', () => {
    renderAt(<SearchBlock value={{ path: '/index' }} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Search keywords' }), { target: { value: ' tea set ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/search/index?q=tea%20set');
  });
});

describe('SearchBlock suggestions', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks for suggestions once typing pauses for 500 ms, and a chosen one is searched', async () => {
    jest.useFakeTimers();
    const calls = mockApi({ 'GET search/suggest': ok({ list: ['Earphones Pro', 'Earphones Mini'] }) });
    renderAt(<SearchBlock value={{ path: '/index' }} />);
    const input = screen.getByRole('combobox', { name: 'Search keywords' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'ear' } });
    fireEvent.change(input, { target: { value: 'earph' } });
    // The async advance lets a call made meanwhile reach the fake API (a few microtasks later) before looking.
    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(calls).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(calls).toEqual([{ route: 'GET search/suggest', body: { q: 'earph' } }]);
    expect(await screen.findByRole('option', { name: 'Earphones Mini' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Earphones Mini' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('where')).toHaveTextContent('/search/index?q=Earphones%20Mini');
  });

  it('asks nothing for blank input', async () => {
    jest.useFakeTimers();
    const calls = mockApi({ 'GET search/suggest': ok({ list: ['Earphones Pro'] }) });
    renderAt(<SearchBlock />);
    const input = screen.getByRole('combobox', { name: 'Search keywords' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '  ' } });
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(calls).toEqual([]);
  });
});

describe('SearchBlock keeps the box honest', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('limits the input to SEARCH_MAX_LENGTH and cuts a longer q from the URL', () => {
    renderAt(<SearchBlock />, `/search/index?q=${'x'.repeat(80)}`);
    const input = screen.getByRole('combobox', { name: 'Search keywords' });
    expect(input).toHaveAttribute('maxLength', String(SEARCH_MAX_LENGTH));
    expect(input).toHaveValue('x'.repeat(SEARCH_MAX_LENGTH));
  });

  it('follows q when something else changes it', () => {
    function ChipThenBack() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/search/index?q=tea')}>
          chip
        </button>
      );
    }
    renderAt(
      <>
        <SearchBlock />
        <ChipThenBack />
      </>,
      '/search/index?q=phone',
    );
    const input = screen.getByRole('combobox', { name: 'Search keywords' });
    expect(input).toHaveValue('phone');
    fireEvent.click(screen.getByRole('button', { name: 'chip' }));
    expect(input).toHaveValue('tea');
  });

  it('closes the suggestions on Escape and keeps what was typed', async () => {
    jest.useFakeTimers();
    mockApi({ 'GET search/suggest': ok({ list: ['Earphones Pro'] }) });
    renderAt(<SearchBlock />);
    const input = screen.getByRole('combobox', { name: 'Search keywords' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'ear' } });
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(await screen.findByRole('option', { name: 'Earphones Pro' })).toBeInTheDocument();
    const escape = fireEvent.keyDown(input, { key: 'Escape' });
    expect(escape).toBe(false);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('ear');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('FooterBlock', () => {
  it('keeps at most 5 columns of 14 links, the link row and sanitised copyright', async () => {
    const column = (n: number) => [{ title: `Column ${n}` }, ...Array.from({ length: 20 }, (_, i) => link(`C${n} link ${i}`, `/page/view?id=${i}`))];
    render(
      <MemoryRouter>
        <FooterBlock
          value={{
            data: Array.from({ length: 7 }, (_, i) => column(i)),
            links: [link('About', '/page/view?id=1')],
            copyright: '<p>© Lumen</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    expect(screen.queryByText('Column 5')).not.toBeInTheDocument();
    expect(screen.getByText('C0 link 13')).toBeInTheDocument();
    expect(screen.queryByText('C0 link 14')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About' })).toBeInTheDocument();
    const copyright = screen.getByTestId('footer-copyright');
    expect(copyright).toHaveTextContent('© Lumen');
    // The sanitiser arrives a moment later; then the markup is there, without scripts or handlers.
    await waitFor(() => expect(copyright.querySelector('p')).toHaveTextContent('© Lumen'));
    expect(copyright.innerHTML).not.toMatch(/script|onerror/);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});

describe('NavigationBlock', () => {
  it('lists the configured links', () => {
    render(
      <MemoryRouter>
        <NavigationBlock value={{ data: [link('Home', '/index'), link('Flash sale', '/activity/second/index')] }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Flash sale' })).toHaveAttribute('href', '/activity/second/index');
  });
});
