import { isIanaZone } from './time-zone.js';

describe('isIanaZone', () => {
  it('knows IANA zones, the second time as the first', () => {
    expect(isIanaZone('America/New_York')).toBe(true);
    expect(isIanaZone('America/New_York')).toBe(true);
    expect(isIanaZone('Europe/Paris')).toBe(true);
  });

  it('refuses what is not a zone, however often it is asked', () => {
    for (let i = 0; i < 2; i++) {
      expect(isIanaZone('Mars/Olympus_Mons')).toBe(false);
      expect(isIanaZone('')).toBe(false);
      expect(isIanaZone(undefined)).toBe(false);
      expect(isIanaZone(42)).toBe(false);
    }
  });
});
