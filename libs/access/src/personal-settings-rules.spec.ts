import { describe, expect, it } from '@jest/globals';
import { checkPersonalSettings } from './personal-settings-rules.js';

const TODAY = '2026-11-24';

describe('the Account page’s fields (checkPersonalSettings)', () => {
  it('keeps only non-empty fields, normalising the e-mail and the phone (E.164)', () => {
    expect(checkPersonalSettings({ name: ' Maya Lin ', email: ' Maya@Example.COM ', phone: '(212) 555-0100', gender: '', dob: null }, TODAY)).toEqual({
      name: 'Maya Lin', email: 'maya@example.com', phone: '+12125550100',
    });
  });

  it('refuses a password and confirmation that differ, and a short password', () => {
    expect(() => checkPersonalSettings({ password: 'long-enough-1', passwordConfirmation: 'long-enough-2' }, TODAY)).toThrow('Your password and password confirmation do not match.');
    expect(() => checkPersonalSettings({ password: 'short', passwordConfirmation: 'short' }, TODAY)).toThrow('Password must be at least 8 characters.');
    expect(checkPersonalSettings({ password: 'long-enough-1', passwordConfirmation: 'long-enough-1' }, TODAY)).toEqual({ password: 'long-enough-1' });
  });

  it('takes gender Female, Male or Custom (Custom with its text; the others clear it)', () => {
    expect(checkPersonalSettings({ gender: 'Female', customGender: 'ignored' }, TODAY)).toEqual({ gender: 'Female', customGender: null });
    expect(checkPersonalSettings({ gender: 'Custom', customGender: ' Two-spirit ' }, TODAY)).toEqual({ gender: 'Custom', customGender: 'Two-spirit' });
    expect(() => checkPersonalSettings({ gender: 'Custom' }, TODAY)).toThrow('Please enter your gender.');
    expect(() => checkPersonalSettings({ gender: 'Other' }, TODAY)).toThrow('Gender must be Female, Male or Custom.');
  });

  it('takes a real date of birth, not in the future', () => {
    expect(checkPersonalSettings({ dob: '1990-02-28' }, TODAY)).toEqual({ dob: '1990-02-28' });
    for (const dob of ['1990-02-31', '2030-01-01', '24/11/1990', '1850-01-01']) expect(() => checkPersonalSettings({ dob }, TODAY)).toThrow('Please enter a valid date of birth.');
  });

  it('refuses a one-letter name, a bad e-mail, a bad phone and nothing at all', () => {
    expect(() => checkPersonalSettings({ name: 'M' }, TODAY)).toThrow('Name must be at least 2 characters.');
    expect(() => checkPersonalSettings({ email: 'not-an-email' }, TODAY)).toThrow('Invalid email');
    expect(() => checkPersonalSettings({ phone: '12' }, TODAY)).toThrow();
    expect(() => checkPersonalSettings({ name: '', email: '  ' }, TODAY)).toThrow('There is nothing to change.');
  });
});
