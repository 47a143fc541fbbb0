import { localDeadline, serverOffset, serverTime } from './server-clock';

describe('server clock', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2025-06-01T10:00:00.000Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('measures how far the server is ahead of this computer from an answer’s now', () => {
    expect(serverOffset('2025-06-01T10:05:00.000Z')).toBe(300_000);
    expect(serverTime('2025-06-01T10:05:00.000Z')).toBe(Date.parse('2025-06-01T10:05:00.000Z'));
  });

  it('keeps the offset measured when the answer arrived, however long it is shown from the cache', () => {
    expect(serverOffset('2025-06-01T09:59:00.000Z')).toBe(-60_000);
    jest.setSystemTime(new Date('2025-06-01T10:30:00.000Z'));
    expect(serverOffset('2025-06-01T09:59:00.000Z')).toBe(-60_000);
  });

  it('follows this computer when there is no server time', () => {
    expect(serverOffset(undefined)).toBe(0);
    expect(serverOffset('not a time')).toBe(0);
  });

  it('says when, by this computer’s clock, the server reaches a moment', () => {
    // The server is 2 minutes behind: its noon comes 2 minutes later here.
    expect(localDeadline('2025-06-01T12:00:00.000Z', '2025-06-01T09:58:00.000Z')).toBe(Date.parse('2025-06-01T12:02:00.000Z'));
    expect(localDeadline('soon', null)).toBeNull();
  });
});
