import { chargeDueAt, isChargeDay } from './charge-day.js';

describe('the day a hold is charged', () => {
  it('begins at local midnight in the appointment zone', () => {
    // 10:00 in New York on 2026-11-24 (EST, UTC-5): the day begins at 05:00 UTC.
    expect(chargeDueAt('2026-11-24T15:00:00.000Z', 'America/New_York')).toBe('2026-11-24T05:00:00.000Z');
    // The same instant is already the 25th in Auckland (UTC+13).
    expect(chargeDueAt('2026-11-24T15:00:00.000Z', 'Pacific/Auckland')).toBe('2026-11-24T11:00:00.000Z');
  });

  it('the day after clocks fall back (New York, 2026-11-01) begins at 05:00 UTC, not 04:00', () => {
    expect(chargeDueAt('2026-11-02T14:00:00.000Z', 'America/New_York')).toBe('2026-11-02T05:00:00.000Z');
  });

  it('the day clocks fall back begins before the change, at 04:00 UTC (EDT midnight)', () => {
    expect(chargeDueAt('2026-11-01T15:00:00.000Z', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
  });

  it('the day clocks spring forward (New York, 2026-03-08) begins at 05:00 UTC (EST midnight)', () => {
    expect(chargeDueAt('2026-03-08T14:00:00.000Z', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
  });

  it('is not yet the day one minute before local midnight, and is one minute after', () => {
    const startsAt = '2026-11-02T14:00:00.000Z';
    expect(isChargeDay(startsAt, 'America/New_York', new Date('2026-11-02T04:59:00.000Z'))).toBe(false);
    expect(isChargeDay(startsAt, 'America/New_York', new Date('2026-11-02T05:01:00.000Z'))).toBe(true);
  });
});
