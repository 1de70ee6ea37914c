// updatePersonalSettings (spec 002 §7) as one decision over up to four streams: the account
// (details, password), the e-mail claims (the new one claimed, the old one released, so e-mails
// stay unique across accounts and the old one becomes free) and the practice (the owner's name and
// e-mail, which e-mails sign with and reply to, and phone, where texts to the pro go). Pure: the caller hashes the password and appends atomically.
import { claimDecider, DomainError, streamEvents, type ClaimState, type StreamEvents } from '#app/es';
import { practiceDecider, practiceStreamId, type PracticeState } from '#app/practice';
import { AccessMessages, accountEmailStreamId, accountStreamId, type AccountDetailsChangedData, type AccountEvent, type AccountState } from './account.js';
import type { PersonalSettingsChange } from './personal-settings-rules.js';

export interface PersonalSettingsDecisionInput {
  accountId: string;
  /** Checked and normalised (checkPersonalSettings); the password replaced by its hash. */
  change: Omit<PersonalSettingsChange, 'password'> & { passwordHash?: string };
}

export interface PersonalSettingsGiven {
  account: AccountState;
  /** The claims of the account's current e-mail and of the new one (both only when it changes). */
  oldEmail?: ClaimState;
  newEmail?: ClaimState;
  /** The account's practice (only when the name, e-mail or phone changes: changesOwner). */
  practice?: PracticeState;
}

/** Whether the decision needs the e-mail claims: the e-mail given differs from the account's. */
export const changesEmail = (change: PersonalSettingsDecisionInput['change'], account: AccountState): boolean =>
  account.status === 'active' && change.email !== undefined && change.email !== account.email;

/** Whether the decision needs the practice: a change the practice keeps as its owner's. */
export const changesOwner = (change: PersonalSettingsDecisionInput['change']): boolean =>
  change.phone !== undefined || change.name !== undefined || change.email !== undefined;

export const decidePersonalSettings = ({ accountId, change }: PersonalSettingsDecisionInput, given: PersonalSettingsGiven): StreamEvents[] => {
  const account = given.account;
  if (account.status !== 'active') throw new DomainError(AccessMessages.notLoggedIn);
  if (account.kind !== 'pro' || !account.practiceId) throw new DomainError(AccessMessages.readOnly);
  const { practiceId } = account;
  const appends: StreamEvents[] = [];

  if (changesEmail(change, account)) {
    if (!given.oldEmail || !given.newEmail) throw new Error('decidePersonalSettings: the e-mail claims were not loaded');
    const email = change.email!;
    appends.push(
      streamEvents(accountEmailStreamId(email), practiceId, claimDecider.decide({ type: 'ClaimValue', value: email, ownerId: accountId, takenMessage: AccessMessages.emailTaken }, given.newEmail)),
      streamEvents(accountEmailStreamId(account.email), practiceId, claimDecider.decide({ type: 'ReleaseValue', value: account.email, ownerId: accountId }, given.oldEmail)),
    );
  }

  const details: AccountDetailsChangedData = {};
  if (change.name !== undefined && change.name !== account.name) details.name = change.name;
  if (changesEmail(change, account)) details.email = change.email;
  if (change.gender !== undefined && (change.gender !== account.gender || (change.customGender ?? null) !== (account.customGender ?? null))) {
    details.gender = change.gender;
    details.customGender = change.customGender ?? null;
  }
  if (change.dob !== undefined && change.dob !== account.dob) details.dob = change.dob;
  const accountEvents: AccountEvent[] = [];
  if (Object.keys(details).length > 0) accountEvents.push({ type: 'AccountDetailsChanged', data: details });
  if (change.passwordHash) accountEvents.push({ type: 'AccountPasswordChanged', data: { passwordHash: change.passwordHash } });
  appends.push(streamEvents(accountStreamId(accountId), practiceId, accountEvents));

  if (changesOwner(change)) {
    if (!given.practice) throw new Error('decidePersonalSettings: the practice was not loaded');
    const practice = given.practice;
    const owner = [
      ...practiceDecider.decide({ type: 'ChangeOwnerDetails', name: change.name, email: change.email }, practice),
      ...(change.phone !== undefined ? practiceDecider.decide({ type: 'ChangeOwnerPhone', phone: change.phone }, practice) : []),
    ];
    appends.push(streamEvents(practiceStreamId(practiceId), practiceId, owner));
  }
  return appends;
};
