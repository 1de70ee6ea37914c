import { describe, expect, it } from '@jest/globals';
import { GazetteerPlaces } from './gazetteer-places.js';
import { placesContract } from './places.contract.js';
import { US_CA_LOCALITIES } from './us-ca-localities.data.js';

placesContract('offline gazetteer', () => new GazetteerPlaces());

describe('the shipped gazetteer', () => {
  it('holds about a thousand US and Canadian localities in well under 1 MiB', () => {
    const lines = US_CA_LOCALITIES.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(1000);
    expect(Buffer.byteLength(US_CA_LOCALITIES)).toBeLessThan(1024 * 1024);
    expect(lines.every((l) => /^[a-z0-9-]+\|[^|]+\|[A-Z]{2}\|(US|CA)\|-?\d+\.\d+\|-?\d+\.\d+\|[A-Za-z_/-]+\|\d+$/.test(l))).toBe(true);
  });
});
