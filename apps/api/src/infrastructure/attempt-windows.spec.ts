import { AttemptWindows, waitInMinutes } from './attempt-windows.js';

const MINUTE = 60_000;
const t0 = 1_000_000;

describe('AttemptWindows', () => {
  it('lets a key make `max` attempts, then makes it wait until the window that opened with its first attempt closes', () => {
    const windows = new AttemptWindows({ max: 3, windowMs: 15 * MINUTE });
    for (let i = 0; i < 3; i++) {
      expect(windows.waitMs('a', t0 + i * MINUTE)).toBe(0);
      windows.record('a', t0 + i * MINUTE);
    }
    expect(windows.waitMs('a', t0 + 3 * MINUTE)).toBe(12 * MINUTE);
    expect(windows.waitMs('a', t0 + 15 * MINUTE - 1)).toBe(1);
    expect(windows.waitMs('a', t0 + 15 * MINUTE)).toBe(0);
  });

  it('opens a fresh window with the first attempt after the last one closed', () => {
    const windows = new AttemptWindows({ max: 2, windowMs: 10 * MINUTE });
    windows.record('a', t0);
    windows.record('a', t0 + MINUTE);
    windows.record('a', t0 + 10 * MINUTE);
    expect(windows.waitMs('a', t0 + 10 * MINUTE)).toBe(0);
    windows.record('a', t0 + 11 * MINUTE);
    expect(windows.waitMs('a', t0 + 12 * MINUTE)).toBe(8 * MINUTE);
  });

  it('counts each key apart', () => {
    const windows = new AttemptWindows({ max: 1, windowMs: MINUTE });
    windows.record('a', t0);
    expect(windows.waitMs('a', t0)).toBe(MINUTE);
    expect(windows.waitMs('b', t0)).toBe(0);
  });

  it('takes back a forgiven attempt', () => {
    const windows = new AttemptWindows({ max: 2, windowMs: MINUTE });
    windows.record('a', t0);
    windows.record('a', t0);
    windows.forgive('a');
    expect(windows.waitMs('a', t0)).toBe(0);
    windows.record('a', t0);
    expect(windows.waitMs('a', t0)).toBe(MINUTE);
  });

  it('forgets a cleared key', () => {
    const windows = new AttemptWindows({ max: 1, windowMs: MINUTE });
    windows.record('a', t0);
    windows.clear('a');
    expect(windows.waitMs('a', t0)).toBe(0);
  });

  it('keeps a bounded number of keys however many are sprayed at it, dropping closed and then the oldest windows', () => {
    const windows = new AttemptWindows({ max: 1, windowMs: MINUTE });
    for (let i = 0; i < 25_000; i++) windows.record(`k${i}`, t0);
    expect(windows.size).toBeLessThanOrEqual(20_000);
    expect(windows.waitMs('k24999', t0)).toBe(MINUTE);
    expect(windows.waitMs('k0', t0)).toBe(0);
  });
});

describe('waitInMinutes', () => {
  it.each([
    [1, '1 minute'],
    [60_000, '1 minute'],
    [60_001, '2 minutes'],
    [15 * 60_000, '15 minutes'],
  ])('%d ms reads %s', (ms, text) => expect(waitInMinutes(ms)).toBe(text));
});
