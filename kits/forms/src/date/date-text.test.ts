import { dayOfText, fromDateTimeText, minuteOfText, normaliseDateText, withParts } from './date-text';

describe('date field text', () => {
  it('puts what was typed in the shop’s format, and leaves what is no date as typed for the schema', () => {
    expect(normaliseDateText(' 2026/1/5 ', 'date')).toBe('2026-01-05');
    expect(normaliseDateText('2026年1月5日', 'date')).toBe('2026-01-05');
    expect(normaliseDateText('2026-01-05T9:30', 'datetime')).toBe('2026-01-05 09:30');
    expect(normaliseDateText('2026-01-05', 'datetime')).toBe('2026-01-05 00:00');
    expect(normaliseDateText('2026-01-05 09:30', 'date')).toBe('2026-01-05 09:30');
    expect(normaliseDateText('next week', 'date')).toBe('next week');
  });

  it('reads a date-time as China time whatever the machine’s zone', () => {
    expect(fromDateTimeText('2026-11-28 17:06')).toBe('2026-11-28T09:06:00.000Z');
    expect(fromDateTimeText('2026-11-28T17:06')).toBe('2026-11-28T09:06:00.000Z');
    expect(fromDateTimeText('2026/11/28 7:06')).toBe('2026-11-27T23:06:00.000Z');
    expect(fromDateTimeText('2026-13-40 25:00')).toBe('');
    expect(fromDateTimeText('')).toBe('');
  });

  it('changes one part of the text and keeps the others', () => {
    expect(withParts('2026-11-28 17:06', 'datetime', { day: '2026-12-01' })).toBe('2026-12-01 17:06');
    expect(withParts('2026-11-28 17:06', 'datetime', { hour: '09' })).toBe('2026-11-28 09:06');
    expect(withParts('', 'datetime', { day: '2026-12-01' })).toBe('2026-12-01 00:00');
    expect(withParts('', 'datetime', { hour: '09' })).toBe('');
    expect(withParts('2026-11-28', 'date', { day: '2026-12-01' })).toBe('2026-12-01');
    expect(dayOfText('2026-11-28 17:06')).toBe('2026-11-28');
    expect(minuteOfText('2026-11-28 17:06')).toBe('17:06');
    expect(minuteOfText('2026-11-28')).toBeNull();
  });
});
