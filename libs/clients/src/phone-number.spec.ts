import { normalizePhone } from './phone-number.js';

describe('normalizePhone', () => {
  it('gives US numbers +1 by default', () => expect(normalizePhone('(212) 555-0143')).toBe('+12125550143'));
  it('keeps international numbers', () => expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958'));
  it('rejects text that is not a number', () => expect(() => normalizePhone('call me maybe')).toThrow('This is not a phone number.'));
  it('rejects a too short number', () => expect(() => normalizePhone('1')).toThrow());
  it('rejects input over 250 characters', () => expect(() => normalizePhone('1'.repeat(251))).toThrow('This phone number is too long.'));
  it('requires a value', () => expect(() => normalizePhone('  ')).toThrow('Phone is required.'));
});
