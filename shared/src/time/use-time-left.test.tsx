import { act, render, screen } from '@testing-library/react';
import { formatCountdown, useTimeLeft } from './use-time-left';

function Left({ deadline }: { deadline: number | null }) {
  return <p>{formatCountdown(useTimeLeft(deadline))}</p>;
}

describe('useTimeLeft', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-26T10:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('counts down from the clock and stops at zero', () => {
    render(<Left deadline={Date.now() + 3_000} />);
    expect(screen.getByText('00:03')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByText('00:02')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.getByText('00:00')).toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('shows the truth after the browser held the timers back', () => {
    render(<Left deadline={Date.now() + 60_000} />);
    // A background tab: the clock moves on, the interval does not fire in between.
    jest.setSystemTime(Date.now() + 45_000);
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByText('00:14')).toBeInTheDocument();
  });

  it('measures a new deadline from now, not from the last tick', () => {
    const { rerender } = render(<Left deadline={null} />);
    expect(screen.getByText('00:00')).toBeInTheDocument();
    jest.setSystemTime(Date.now() + 600_000);
    rerender(<Left deadline={Date.now() + 30_000} />);
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByText('00:30')).toBeInTheDocument();
  });

  it('has nothing left without a readable deadline', () => {
    render(<Left deadline={Number.NaN} />);
    expect(screen.getByText('00:00')).toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('writes minutes and seconds, hours from an hour up, never negative', () => {
    expect(formatCountdown(30 * 60 * 1000)).toBe('30:00');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(500)).toBe('00:01');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
  });
});
