import { formatDate, formatDateMinute, formatDateTime, formatTimeOfDay, fromDateTimeInput, toDateTimeInput } from './format-date-time';

describe('the shop’s one time rule: China time, one numeric format', () => {
  it('prints an instant in China time whatever the reader’s zone', () => {
    // 16:05 UTC is past midnight in China: the next day, as the order number made then says.
    expect(formatDateTime('2025-03-02T16:05:07Z')).toBe('2025-03-03 00:05:07');
    expect(formatDateTime('2025-03-02T09:05:07+08:00')).toBe('2025-03-02 09:05:07');
    expect(formatDateMinute('2025-03-02T16:05:07Z')).toBe('2025-03-03 00:05');
    expect(formatDate(Date.parse('2025-12-31T16:00:00Z'))).toBe('2026-01-01');
    expect(formatTimeOfDay(new Date('2025-07-01T04:30:59Z'))).toBe('12:30');
  });

  it('uses a 24-hour clock: no AM or PM, midnight is 00', () => {
    expect(formatTimeOfDay('2025-03-02T05:21:00Z')).toBe('13:21');
    expect(formatTimeOfDay('2025-03-02T16:00:00Z')).toBe('00:00');
  });

  it('prints nothing for nothing and keeps a text that is not a time', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('datetime-local inputs in China time', () => {
  it('shows an instant as China time and reads what is typed as China time', () => {
    expect(toDateTimeInput('2025-06-01T10:00:00Z')).toBe('2025-06-01T18:00');
    expect(fromDateTimeInput('2025-06-01T18:00')).toBe('2025-06-01T10:00:00.000Z');
    expect(fromDateTimeInput(toDateTimeInput('2025-12-31T23:59:00Z'))).toBe('2025-12-31T23:59:00.000Z');
  });

  it('answers nothing for an empty or mistyped value, for the form’s schema to refuse', () => {
    expect(toDateTimeInput('')).toBe('');
    expect(fromDateTimeInput('')).toBe('');
    expect(fromDateTimeInput('tomorrow')).toBe('');
    expect(fromDateTimeInput('2025-13-40T25:00')).toBe('');
  });

  it('prints a time of day with seconds when asked', () => {
    expect(formatTimeOfDay('2025-03-02T05:21:09Z', { seconds: true })).toBe('13:21:09');
  });
});
