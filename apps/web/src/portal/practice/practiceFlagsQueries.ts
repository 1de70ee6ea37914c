// The practice's feature flags (spec 001 §1, 002 §6) as one read-only record ('practiceFlags', id
// 'current'), read from currentPractice. Staff set them (npm run practice:flags); the portal only
// hides what they turn off.
import { graphql } from '../../graphql';
import type { PracticeFlagsQuery } from '../../graphql/graphql';
import { resourceQuery, type ResourceQueries } from '../resourceQuery';

export const CURRENT_FLAGS_ID = 'current';

/** Every flag of the server's PracticeFlagsModel, plus the record's id. */
export type PracticeFlags = { id: string } & Omit<NonNullable<PracticeFlagsQuery['currentPractice']>['flags'], '__typename'>;

const FLAGS = graphql(`query PracticeFlags { currentPractice { id flags {
  recurringBookingsEnabled packagesEnabled clientNotesEnabled bookableEventsEnabled requireCcEnabled giftCardsEnabled conferencingEnabled
  websitePlan discountCodesEnabled eventsEnabled servicesPagesEnabled importReviewsEnabled subscriptionLinkEnabled } } }`);

/** A support account has no practice: nothing gated shows. */
const ALL_OFF: Omit<PracticeFlags, 'id'> = {
  recurringBookingsEnabled: false, packagesEnabled: false, clientNotesEnabled: false, bookableEventsEnabled: false, requireCcEnabled: false,
  giftCardsEnabled: false, conferencingEnabled: false, websitePlan: false, discountCodesEnabled: false, eventsEnabled: false,
  servicesPagesEnabled: false, importReviewsEnabled: false, subscriptionLinkEnabled: false,
};

export const practiceFlagsQueries: ResourceQueries = {
  GET_ONE: () =>
    resourceQuery(FLAGS, {}, (data) => {
      const flags = data.currentPractice?.flags ?? ALL_OFF;
      const known = Object.fromEntries(Object.keys(ALL_OFF).map((name) => [name, flags[name as keyof typeof ALL_OFF] === true]));
      return { data: { id: CURRENT_FLAGS_ID, ...(known as typeof ALL_OFF) } satisfies PracticeFlags };
    }),
};
