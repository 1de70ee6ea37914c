import { BusyIndex } from './busy-index.js';

const at = (hhmm: string) => Date.parse(`2026-03-09T${hhmm}:00Z`);
const busy = (from: string, to: string) => ({ startsAt: `2026-03-09T${from}:00Z`, endsAt: `2026-03-09T${to}:00Z` });

describe('BusyIndex', () => {
  it('lets a slot touch busy time when there is no buffer, but not share a minute with it', () => {
    const index = BusyIndex.build([busy('10:00', '11:00')], 0);
    expect(index.overlaps(at('09:00'), at('10:00'))).toBe(false);
    expect(index.overlaps(at('11:00'), at('12:00'))).toBe(false);
    expect(index.overlaps(at('09:01'), at('10:01'))).toBe(true);
    expect(index.overlaps(at('10:15'), at('10:30'))).toBe(true);
    expect(index.overlaps(at('09:00'), at('12:00'))).toBe(true);
  });

  it('widens busy time by the buffer on both sides', () => {
    const index = BusyIndex.build([busy('10:00', '11:00')], 15);
    expect(index.overlaps(at('09:00'), at('09:45'))).toBe(false);
    expect(index.overlaps(at('09:00'), at('09:46'))).toBe(true);
    expect(index.overlaps(at('11:14'), at('12:00'))).toBe(true);
    expect(index.overlaps(at('11:15'), at('12:00'))).toBe(false);
  });

  it('merges unsorted, overlapping and touching intervals', () => {
    const index = BusyIndex.build([busy('13:00', '14:00'), busy('09:00', '10:00'), busy('09:30', '11:00'), busy('11:00', '12:00')], 0);
    expect(index.size).toBe(2);
    expect(index.overlaps(at('12:00'), at('13:00'))).toBe(false);
    expect(index.overlaps(at('11:30'), at('12:30'))).toBe(true);
    expect(index.overlaps(at('14:00'), at('15:00'))).toBe(false);
  });

  it('ignores an empty interval unless a buffer gives it width', () => {
    expect(BusyIndex.build([busy('10:00', '10:00')], 0).overlaps(at('09:30'), at('10:30'))).toBe(false);
    expect(BusyIndex.build([busy('10:00', '10:00')], 5).overlaps(at('09:30'), at('09:56'))).toBe(true);
  });

  it('answers the same as a scan over many random intervals', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    const day = at('00:00');
    const list = Array.from({ length: 500 }, () => {
      const start = day + Math.floor(random() * 2880) * 60_000;
      return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + Math.floor(random() * 120) * 60_000).toISOString() };
    });
    const index = BusyIndex.build(list, 10);
    for (let i = 0; i < 2000; i++) {
      const start = day + Math.floor(random() * 2880) * 60_000;
      const end = start + (1 + Math.floor(random() * 90)) * 60_000;
      const scan = list.some((b) => {
        const [from, to] = [Date.parse(b.startsAt) - 600_000, Date.parse(b.endsAt) + 600_000];
        return start < to && from < end;
      });
      expect(index.overlaps(start, end)).toBe(scan);
    }
  });

  it('leaves out malformed, out-of-range or reversed intervals (stored data) and keeps the rest', () => {
    const index = BusyIndex.build([
      { startsAt: 'March 9, 2026', endsAt: '2026-03-09T10:00:00Z' },
      { startsAt: '0000-05-01T10:00:00.000Z', endsAt: '0000-05-01T11:00:00.000Z' },
      { startsAt: '0000-05-01T10:00:00.000Z', endsAt: '2026-03-09T23:00:00.000Z' },
      { startsAt: '2026-03-09T08:00:00.000Z', endsAt: '+100000-01-01T00:00:00.000Z' },
      { startsAt: null, endsAt: undefined } as never,
      busy('11:00', '10:00'),
      busy('12:00', '13:00'),
    ], 0);
    expect(index.size).toBe(1);
    expect(index.overlaps(at('09:00'), at('12:00'))).toBe(false);
    expect(index.overlaps(at('12:30'), at('13:30'))).toBe(true);
  });
});
