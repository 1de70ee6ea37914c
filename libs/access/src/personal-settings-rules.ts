// The Account page's fields (spec 002 §3 user settings, §5): only non-empty fields count; the
// first broken rule's message is thrown. Pure: the date of today comes in.
import { DomainError } from '#app/es';
import { normalizePhone } from '#app/clients';
import { AccessMessages as M, normalizeEmail, type Gender } from './account.js';
import { isValidEmail } from './sign-up-rules.js';

export interface PersonalSettingsFields {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  gender?: string | null;
  customGender?: string | null;
  dob?: string | null;
  password?: string | null;
  passwordConfirmation?: string | null;
}

/** What the fields ask for, checked and normalised (e-mail lower case, phone E.164); password still plain. */
export interface PersonalSettingsChange {
  name?: string;
  email?: string;
  phone?: string;
  gender?: Gender;
  customGender?: string | null;
  dob?: string;
  password?: string;
}

const GENDERS: readonly Gender[] = ['Female', 'Male', 'Custom'];
const given = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

const checkDob = (dob: string, today: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob.trim());
  const date = match ? new Date(`${match[0]}T00:00:00Z`) : null;
  // Date rolls 2024-02-31 over to March: the round trip catches it.
  if (!match || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== match[0]) throw new DomainError(M.invalidDob);
  if (match[0] > today || Number(match[1]) < 1900) throw new DomainError(M.invalidDob);
  return match[0];
};

export const checkPersonalSettings = (input: PersonalSettingsFields, today: string): PersonalSettingsChange => {
  const change: PersonalSettingsChange = {};
  if (given(input.name)) {
    const name = input.name.trim();
    if (name.length < 2) throw new DomainError(M.nameTooShort);
    if (name.length > 200) throw new DomainError(M.nameRequired);
    change.name = name;
  }
  if (given(input.email)) {
    if (!isValidEmail(input.email)) throw new DomainError(M.invalidEmail);
    change.email = normalizeEmail(input.email);
  }
  if (given(input.phone)) change.phone = normalizePhone(input.phone);
  if (given(input.gender)) {
    const gender = input.gender.trim() as Gender;
    if (!GENDERS.includes(gender)) throw new DomainError(M.invalidGender);
    const custom = input.customGender?.trim() ?? '';
    if (gender === 'Custom' && !custom) throw new DomainError(M.customGenderRequired);
    if (custom.length > 100) throw new DomainError(M.customGenderRequired);
    change.gender = gender;
    change.customGender = gender === 'Custom' ? custom : null;
  }
  if (given(input.dob)) change.dob = checkDob(input.dob, today);
  if (given(input.password) || given(input.passwordConfirmation)) {
    const password = input.password ?? '';
    if (password !== (input.passwordConfirmation ?? '')) throw new DomainError(M.passwordMismatch);
    if (password.length < 8) throw new DomainError(M.passwordTooShort);
    if (password.length > 200) throw new DomainError(M.passwordTooLong);
    change.password = password;
  }
  if (Object.keys(change).length === 0) throw new DomainError(M.nothingToChange);
  return change;
};
