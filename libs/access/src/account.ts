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
}

export type AccountEvent = DomainEvent<'AccountRegistered', AccountRegisteredData>;
export type AccountCommand = { type: 'RegisterAccount'; data: AccountRegisteredData };
export type AccountState = { status: 'none' } | ({ status: 'active' } & AccountRegisteredData);

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
} as const;

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  decide: (command, state) => {
    if (state.status !== 'none') throw new DomainError(AccessMessages.emailTaken);
    return [{ type: 'AccountRegistered', data: command.data }];
  },
  evolve: (_state, event) => ({ status: 'active', ...event.data }),
  initialState: () => ({ status: 'none' }),
};
