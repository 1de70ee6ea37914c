import { DomainError } from '#app/es';
import { AccessMessages as M } from './account.js';

// A pragmatic check (something@something.tld, no spaces); deliverability is proven by mail, not regex.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (email: string): boolean => email.length <= 254 && EMAIL.test(email.trim());

export interface SignUpFields {
  name: string;
  email: string;
  password: string;
  practiceName: string;
}

/** Throws the first broken rule's message. */
export const checkSignUp = (input: SignUpFields): void => {
  if (!input.name?.trim() || input.name.trim().length > 200) throw new DomainError(M.nameRequired);
  if (!isValidEmail(input.email ?? '')) throw new DomainError(M.invalidEmail);
  if ((input.password ?? '').length < 8) throw new DomainError(M.passwordTooShort);
  if (input.password.length > 200) throw new DomainError(M.passwordTooLong);
  if (!input.practiceName?.trim() || input.practiceName.trim().length > 200) throw new DomainError(M.practiceNameRequired);
};
