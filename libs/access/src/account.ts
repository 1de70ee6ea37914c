// Accounts that log in with e-mail and password (stream `account-<id>`): pros and support staff.
// Clients never have one; they act through tokens.
import { DomainError, type Decider, type DomainEvent } from '#app/es';

export type AccountKind = 'pro' | 'support';

export interface AccountRegisteredData {
  accountId: string;
  kind: AccountKind;
  name: string;
  email: string;
  passwordHash: string;
  practiceId: string | null;
  /** A support lead reads the support audit (support accounts only; absent on older events: not a lead). */
  lead?: boolean;
}

export type Gender = 'Female' | 'Male' | 'Custom';

/** The personal settings (spec 002 §3) beside what registration recorded; only the changed fields. */
export interface AccountDetailsChangedData {
  name?: string;
  email?: string;
  gender?: Gender;
  customGender?: string | null;
  /** YYYY-MM-DD. */
  dob?: string;
}

export type AccountEvent =
  | DomainEvent<'AccountRegistered', AccountRegisteredData>
  | DomainEvent<'AccountDetailsChanged', AccountDetailsChangedData>
  | DomainEvent<'AccountPasswordChanged', { passwordHash: string }>;
export type AccountCommand = { type: 'RegisterAccount'; data: AccountRegisteredData };
export type AccountState =
  | { status: 'none' }
  | ({ status: 'active'; gender?: Gender; customGender?: string | null; dob?: string } & AccountRegisteredData);

export const accountStreamId = (accountId: string): string => `account-${accountId}`;
export const accountEmailStreamId = (email: string): string => `accountEmail-${normalizeEmail(email)}`;
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const AccessMessages = {
  emailTaken: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  nameRequired: 'Name is required',
  practiceNameRequired: 'Practice name is required',
  invalidEmail: 'Invalid email',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 200 characters.',
  notLoggedIn: 'Please log in.',
  readOnly: 'Support accounts are read-only.',
  nameTooShort: 'Name must be at least 2 characters.',
  passwordMismatch: 'Your password and password confirmation do not match.',
  invalidGender: 'Gender must be Female, Male or Custom.',
  customGenderRequired: 'Please enter your gender.',
  invalidDob: 'Please enter a valid date of birth.',
  nothingToChange: 'There is nothing to change.',
} as const;

/** Whether the account is a support lead (may read who in support looked at what). */
export const isSupportLead = (state: AccountState): boolean => state.status === 'active' && state.kind === 'support' && state.lead === true;

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  decide: (command, state) => {
    if (state.status !== 'none') throw new DomainError(AccessMessages.emailTaken);
    return [{ type: 'AccountRegistered', data: command.data }];
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'AccountRegistered':
        return { status: 'active', ...event.data };
      case 'AccountDetailsChanged':
        return state.status === 'active' ? { ...state, ...event.data } : state;
      case 'AccountPasswordChanged':
        return state.status === 'active' ? { ...state, passwordHash: event.data.passwordHash } : state;
    }
  },
  initialState: () => ({ status: 'none' }),
};
