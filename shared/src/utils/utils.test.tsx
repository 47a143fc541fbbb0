import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { debounce } from './debounce';
import { useDebouncedValue } from './use-debounced-value';
import { useClickThrottle } from './use-click-throttle';
import { useLongPress } from './use-long-press';
import { copyText } from './copy-text';
import { pageTitle } from './document-meta';
import { htmlToText, loadSanitizer } from './sanitize-html';
import { useToastStore } from '../stores/toast-store';
import { i18n } from '../i18n/i18n';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('debounce waits 500 ms of quiet', () => {
  const fn = jest.fn();
  const run = debounce(fn);
  run(1);
  jest.advanceTimersByTime(400);
  run(2);
  jest.advanceTimersByTime(499);
  expect(fn).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(fn).toHaveBeenCalledWith(2);
});

it('useDebouncedValue settles on the value once it has not changed for 500 ms', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: 'e' } });
  rerender({ value: 'ea' });
  act(() => jest.advanceTimersByTime(400));
  rerender({ value: 'ear' });
  act(() => jest.advanceTimersByTime(499));
  expect(result.current).toBe('e');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe('ear');
});

it('helpers refuse a callback that is not a function', () => {
  expect(() => debounce('nope' as never)).toThrow(/must be a function/);
});

function ThrottledButton({ onClick }: { onClick: () => void }) {
  const throttle = useClickThrottle(onClick);
  return (
    <button type="button" disabled={throttle.disabled} onClick={throttle.onClick}>
      pay
    </button>
  );
}

it('click throttle disables the element for one second', () => {
  const fn = jest.fn();
  render(<ThrottledButton onClick={fn} />);
  const button = screen.getByRole('button', { name: 'pay' });
  fireEvent.click(button);
  fireEvent.click(button);
  expect(fn).toHaveBeenCalledTimes(1);
  expect(button).toBeDisabled();
  act(() => jest.advanceTimersByTime(1000));
  expect(button).toBeEnabled();
});

function PressTarget({ onPress }: { onPress: () => void }) {
  return (
    <button type="button" {...useLongPress(onPress)}>
      hold
    </button>
  );
}

it('long press fires after 1000 ms and not when released early', () => {
  const fn = jest.fn();
  render(<PressTarget onPress={fn} />);
  const target = screen.getByRole('button', { name: 'hold' });
  fireEvent.pointerDown(target);
  act(() => jest.advanceTimersByTime(900));
  fireEvent.pointerUp(target);
  act(() => jest.advanceTimersByTime(500));
  expect(fn).not.toHaveBeenCalled();
  fireEvent.pointerDown(target);
  act(() => jest.advanceTimersByTime(1000));
  expect(fn).toHaveBeenCalledTimes(1);
});

it("copy helper shows the spec's Chinese copy-succeeded toast on the Chinese site and its translation on the English one", async () => {
  jest.useRealTimers();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const language = i18n.language;
  try {
    await i18n.changeLanguage('zh-cn');
    await expect(copyText('SN123')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('SN123');
    expect(useToastStore.getState().items.at(-1)?.message).toBe('复制成功');
    await i18n.changeLanguage('en-us');
    await expect(copyText('SN124')).resolves.toBe(true);
    expect(useToastStore.getState().items.at(-1)?.message).toBe('Copied');
  } finally {
    await i18n.changeLanguage(language);
  }
});

describe('page title rule', () => {
  const settings = { title: 'Lumen Mall', ctitle: 'Quality goods' };
  it('is the translated title, a dash, the site title without whitespace', () => {
    expect(pageTitle('Sign in', settings)).toBe('Sign in-LumenMall');
  });
  it('uses ctitle-title on the home page', () => {
    expect(pageTitle('Home', settings, true)).toBe('Quality goods-Lumen Mall');
  });
  it('copes with missing settings', () => {
    expect(pageTitle('Sign in', null)).toBe('Sign in');
  });
});

it('the sanitiser, loaded on demand, removes scripts and handlers', async () => {
  const sanitize = await loadSanitizer();
  const clean = sanitize('<p>ok</p><script>alert(1)</script><img src="x" onerror="alert(2)">');
  expect(clean).toContain('<p>ok</p>');
  expect(clean).not.toMatch(/script|onerror/);
});

it('htmlToText keeps the words of configured HTML and drops scripts and styles', () => {
  expect(htmlToText('<p>© <a href="/x">Lumen</a>\n shop</p><script>alert(1)</script><style>p{}</style>')).toBe('© Lumen shop');
  expect(htmlToText(undefined)).toBe('');
});
