import { act, renderHook } from '@testing-library/react';
import { useServerCountdown } from './use-server-countdown';

describe('useServerCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-06-01T10:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('counts against the server’s clock, not this computer’s', () => {
    // This computer is 10 minutes slow: the server is at 10:10 already, so 10:30 is 20 minutes away.
    const { result } = renderHook(() => useServerCountdown('2025-06-01T10:30:00.000Z', '2025-06-01T10:10:00.000Z'));
    expect(result.current).toBe(20 * 60_000);
  });

  it('says when it reaches zero, once', () => {
    const onEnd = jest.fn();
    const { result } = renderHook(() => useServerCountdown('2025-06-01T10:00:02.000Z', null, onEnd));
    act(() => jest.advanceTimersByTime(1_000));
    expect(onEnd).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('does not call a count that was over at first sight an end (no refetch loop)', () => {
    const onEnd = jest.fn();
    renderHook(() => useServerCountdown('2025-06-01T09:00:00.000Z', null, onEnd));
    act(() => jest.advanceTimersByTime(3_000));
    expect(onEnd).not.toHaveBeenCalled();
  });
});
