import { formatPhone, normalizePhone, parsePhone, PhoneMessages, phoneSearchDigits } from './phone-number.js';

describe('normalizePhone', () => {
  it('gives US numbers +1 by default', () => expect(normalizePhone('(212) 555-0143')).toBe('+12125550143'));
  it('accepts a leading 1 or +1', () => {
    expect(normalizePhone('1 415 555 0134')).toBe('+14155550134');
    expect(normalizePhone('+1-415-555-0134')).toBe('+14155550134');
  });
  it('keeps UK numbers', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('+44 7700 900123')).toBe('+447700900123');
  });
  it('keeps the extension of a +44 number apart', () => {
    expect(parsePhone('+44 20 7946 0958 ext. 1234')).toEqual({ e164: '+442079460958', extension: '1234' });
    expect(parsePhone('+44 20 7946 0958 x7')).toEqual({ e164: '+442079460958', extension: '7' });
  });
  it('an extension has at most 7 digits', () => expect(() => parsePhone('+44 20 7946 0958 ext. 12345678')).toThrow(PhoneMessages.extensionTooLong));
  it('rejects text that is not a number', () => expect(() => normalizePhone('call me maybe')).toThrow(PhoneMessages.notANumber));
  it('rejects letters inside a number', () => expect(() => normalizePhone('415-555-CALL')).toThrow(PhoneMessages.notANumber));
  it('rejects a too short number', () => {
    expect(() => normalizePhone('1')).toThrow(PhoneMessages.tooShort);
    expect(() => normalizePhone('555-0134')).toThrow(PhoneMessages.tooShort);
  });
  it('rejects a too long national number', () => expect(() => normalizePhone('1234567890123456789012')).toThrow(PhoneMessages.tooLong));
  it('rejects an unknown country code', () => expect(() => normalizePhone('+999 1234567')).toThrow(PhoneMessages.invalidCountry));
  it('rejects input over 250 characters, and accepts 250 characters of a valid number', () => {
    expect(() => normalizePhone('1'.repeat(251))).toThrow(PhoneMessages.tooLong);
    expect(() => normalizePhone(`${' '.repeat(236)}(415) 555-0134`)).not.toThrow();
  });
  it('requires a value', () => expect(() => normalizePhone('  ')).toThrow(PhoneMessages.required));
});

describe('formatPhone', () => {
  it('shows North American numbers nationally', () => expect(formatPhone('+14155550134')).toBe('(415) 555-0134'));
  it('shows other numbers internationally, with the extension', () => expect(formatPhone('+442079460958', '12')).toBe('+44 20 7946 0958 ext. 12'));
  it('gives null for no number', () => expect(formatPhone(null)).toBeNull());
});

describe('phoneSearchDigits', () => {
  it('gives the national and the full digits', () => expect(phoneSearchDigits('+14155550134')).toEqual(['4155550134', '14155550134']));
});
