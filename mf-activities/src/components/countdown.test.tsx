import { act, render, screen } from '@testing-library/react';
import '@/i18n/messages';
import { Countdown } from './countdown';

describe('Countdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-06-01T10:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('ticks every second in hh:mm:ss, with the days in front', () => {
    render(<Countdown target="2025-06-03T13:04:05.000Z" label="Ends in" />);
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in2 days03:04:05');
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('03:04:04');
  });

  it('counts against the server’s clock, not this computer’s', () => {
    // This computer is 10 minutes slow: the server is at 10:10 already, so 10:30 is 20 minutes away.
    render(<Countdown target="2025-06-01T10:30:00.000Z" now="2025-06-01T10:10:00.000Z" />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:20:00');
  });

  it('stops at zero and says so once (the count itself is useServerCountdown of @shop/commerce)', () => {
    const onEnd = jest.fn();
    render(<Countdown target="2025-06-01T10:00:02.000Z" onEnd={onEnd} />);
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
