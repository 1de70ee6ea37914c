import { normalizeReferralCode, referralCodeFor, referralCodeName } from './referral-code.js';
import { referralDateText, referralSignUpPath, referralTotalCents, withdrawalBadgeColor } from './referral-rules.js';

describe('referral codes', () => {
  it("are the pro's first name and four readable characters", () => {
    expect(referralCodeFor('Maya Chen', Uint8Array.from([6, 30, 1, 14]))).toBe('MAYA-G9BR');
    expect(referralCodeFor('  josé  maría ', Uint8Array.from([0, 0, 0, 0]))).toBe('JOSE-AAAA');
    expect(referralCodeName('Bartholomew-Alexander Smith')).toBe('BARTHOLOME');
    expect(referralCodeName('李 小龙')).toBe('PRO');
    expect(referralCodeFor('Maya', Uint8Array.from([255, 128, 64, 32, 9]))).toMatch(/^MAYA-[A-HJKMNP-Z2-9]{4}$/);
  });

  it('are compared trimmed and in upper case; anything else is no code', () => {
    expect(normalizeReferralCode(' maya-7k2q ')).toBe('MAYA-7K2Q');
    for (const bad of ['', null, undefined, 'MAYA7K2Q', 'MAYA-7K2', "x' OR 1=1", 'MAYA-7K2Q-1']) expect(normalizeReferralCode(bad)).toBeNull();
  });
});

describe('referral page rules (spec 002 §4, §9)', () => {
  it('the total is uses times the credit; the badge warns only for pending; dates are MM/DD/YYYY', () => {
    expect(referralTotalCents(3, 2500)).toBe(7500);
    expect(referralTotalCents(0, 2500)).toBe(0);
    expect(withdrawalBadgeColor('pending')).toBe('warning');
    expect(withdrawalBadgeColor('paid')).toBe('success');
    expect(referralDateText('2026-03-04T15:00:00.000Z', 'America/New_York')).toBe('03/04/2026');
    expect(referralDateText('2026-03-05T02:00:00.000Z', 'America/New_York')).toBe('03/04/2026');
    expect(referralSignUpPath('MAYA-7K2Q')).toBe('/portal/sign-up?ref=MAYA-7K2Q');
  });
});
