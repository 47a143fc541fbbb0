import { describe, expect, it } from '@jest/globals';
import { estimateArrival, TRANSIT_DAYS, transitDays } from './delivery-estimate';

const HANGZHOU = '330106';

describe('the arrival estimate', () => {
  it('counts the days on the road by distance between provinces', () => {
    expect(transitDays(HANGZHOU, '330102')).toBe(TRANSIT_DAYS.sameProvince);
    expect(transitDays(HANGZHOU, '310115')).toBe(TRANSIT_DAYS.neighbour);
    expect(transitDays('310115', HANGZHOU)).toBe(TRANSIT_DAYS.neighbour);
    expect(transitDays(HANGZHOU, '110105')).toBe(TRANSIT_DAYS.far);
    expect(transitDays(HANGZHOU, '650102')).toBe(TRANSIT_DAYS.remote);
    expect(transitDays(HANGZHOU, '540102')).toBe(TRANSIT_DAYS.remote);
    expect(transitDays('650102', '650104')).toBe(TRANSIT_DAYS.sameProvince);
    expect(transitDays('440305', '460105')).toBe(TRANSIT_DAYS.neighbour);
  });

  it('ships the same China day before the cut-off and the next one from it, whatever the server zone says', () => {
    // 15:59 and 16:00 in China are 07:59 and 08:00 UTC.
    expect(estimateArrival(new Date('2026-11-30T07:59:00Z'), 16, HANGZHOU, '310115')).toEqual({ shipsToday: true, transitDays: 2, arriveBy: '2026-12-02' });
    expect(estimateArrival(new Date('2026-11-30T08:00:00Z'), 16, HANGZHOU, '310115')).toEqual({ shipsToday: false, transitDays: 2, arriveBy: '2026-12-03' });
    // 23:30 UTC on the 30th is already 07:30 on 1 December in China: before the cut-off of that day.
    expect(estimateArrival(new Date('2026-11-30T23:30:00Z'), 16, HANGZHOU, '330102')).toEqual({ shipsToday: true, transitDays: 1, arriveBy: '2026-12-02' });
  });

  it('crosses the end of a month and of a year', () => {
    expect(estimateArrival(new Date('2026-12-31T12:00:00Z'), 16, HANGZHOU, '650102').arriveBy).toBe('2027-01-06');
  });
});
