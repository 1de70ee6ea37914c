import { agoInWords } from './ago-in-words.js';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const before = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('agoInWords', () => {
  it.each([
    [10, 'less than a minute'],
    [60, '1 minute'],
    [20 * 60, '20 minutes'],
    [50 * 60, 'about 1 hour'],
    [5 * 3600, 'about 5 hours'],
    [30 * 3600, '1 day'],
    [3 * 86400, '3 days'],
    [35 * 86400, 'about 1 month'],
    [50 * 86400, 'about 2 months'],
    [100 * 86400, '3 months'],
    [370 * 86400, 'about 1 year'],
    [365 * 86400 + 200 * 86400, 'over 1 year'],
    [365 * 86400 + 300 * 86400, 'almost 2 years'],
  ])('%s seconds ago is "%s"', (seconds, words) => {
    expect(agoInWords(before(seconds), NOW)).toBe(words);
  });

  it('a date in the future reads as just now', () => {
    expect(agoInWords('2026-11-22T12:00:00.000Z', NOW)).toBe('less than a minute');
  });
});
