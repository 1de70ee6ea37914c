// Sign-up (spec 002 §7 signUp): one decision over four streams. The e-mail and the short link are
// claimed by streams named after them (so two sign-ups never share either), the pro's account is
// registered and the practice created with a first service and location, so its booking page
// works before the pro configures it. Pure: the caller loads the four states and appends atomically.
import { claimDecider, streamEvents, type ClaimState, type StreamEvents } from '#app/es';
import { practiceDecider, practiceStreamId, shortLinkStreamId, type LocationDefinition, type PracticeState, type ServiceDefinition } from '#app/practice';
import { accountDecider, accountEmailStreamId, accountStreamId, AccessMessages, type AccountState } from './account.js';

export interface SignUpDecisionInput {
  accountId: string;
  practiceId: string;
  name: string;
  /** Normalised (see normalizeEmail). */
  email: string;
  passwordHash: string;
  practiceName: string;
  shortLink: string;
  timeZone: string;
  firstService: ServiceDefinition;
  firstLocation: LocationDefinition;
}

export const SHORT_LINK_TAKEN = 'This short link is already in use.';

/** The four streams a sign-up decides on. */
export const signUpStreamIds = (input: Pick<SignUpDecisionInput, 'accountId' | 'practiceId' | 'email' | 'shortLink'>) => ({
  email: accountEmailStreamId(input.email),
  shortLink: shortLinkStreamId(input.shortLink),
  account: accountStreamId(input.accountId),
  practice: practiceStreamId(input.practiceId),
});

export const decideSignUp = (
  input: SignUpDecisionInput,
  given: { email: ClaimState; shortLink: ClaimState; account: AccountState; practice: PracticeState },
): StreamEvents[] => {
  const { accountId, practiceId, email, shortLink } = input;
  const ids = signUpStreamIds(input);
  const name = input.name.trim();
  return [
    streamEvents(ids.email, practiceId, claimDecider.decide({ type: 'ClaimValue', value: email, ownerId: accountId, takenMessage: AccessMessages.emailTaken }, given.email)),
    streamEvents(ids.shortLink, practiceId, claimDecider.decide({ type: 'ClaimValue', value: shortLink, ownerId: practiceId, takenMessage: SHORT_LINK_TAKEN }, given.shortLink)),
    streamEvents(ids.account, practiceId, accountDecider.decide({ type: 'RegisterAccount', data: { accountId, kind: 'pro', name, email, passwordHash: input.passwordHash, practiceId } }, given.account)),
    streamEvents(
      ids.practice,
      practiceId,
      practiceDecider.decide(
        {
          type: 'CreatePractice',
          data: { practiceId, name: input.practiceName.trim(), shortLink, timeZone: input.timeZone, owner: { proId: accountId, name, email, phone: null } },
          firstService: input.firstService,
          firstLocation: input.firstLocation,
        },
        given.practice,
      ),
    ),
  ];
};
