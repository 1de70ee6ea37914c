// The practice's feature flags (spec 001 §1, 002 §6): staff turn features on or off for a practice;
// the pro has no screen for them. A practice that never had a flag set has the defaults, so a
// flag added later keeps today's behaviour for every existing practice.
import { DomainError, type DomainEvent } from '#app/es';

export interface PracticeFlags {
  /** Recurring appointments (the flyout's repeat controls and series creation). */
  recurringBookingsEnabled: boolean;
  /** Packages (not built yet). */
  packagesEnabled: boolean;
  /** Client notes, intake forms and the client profile's Intake form tab. */
  clientNotesEnabled: boolean;
  /** Group events and event types (not built yet). */
  bookableEventsEnabled: boolean;
  /** The require-credit-card-to-book option of the payment settings. */
  requireCcEnabled: boolean;
  /** Gift cards: the Gift Cards menu entry and page, and selling them on the public page. */
  giftCardsEnabled: boolean;
  /** The Video Conferencing settings entry (not built yet). */
  conferencingEnabled: boolean;
  /** The practice has a website plan: My Website > Settings is hidden. */
  websitePlan: boolean;
  /** The services area's Coupons tab (not built yet). */
  discountCodesEnabled: boolean;
  /** The services area's Event Types tab (not built yet). */
  eventsEnabled: boolean;
  /** The services area's service pages (not built yet). */
  servicesPagesEnabled: boolean;
  /** The Import reviews tab and proImportReview. */
  importReviewsEnabled: boolean;
  /** The settings hub's Subscription card. */
  subscriptionLinkEnabled: boolean;
  /**
   * A 'lifer' practice (spec 002 §6): its referral credit is paid out (support records withdrawals)
   * instead of free months, and the Referral Program page shows the Credit withdrawals section.
   */
  liferEnabled: boolean;
}

/** What keeps today's behaviour: features that exist and are used stay on; ones not built yet are off. */
export const defaultPracticeFlags: PracticeFlags = {
  recurringBookingsEnabled: true,
  packagesEnabled: false,
  clientNotesEnabled: true,
  bookableEventsEnabled: false,
  requireCcEnabled: true,
  giftCardsEnabled: false,
  conferencingEnabled: false,
  websitePlan: false,
  discountCodesEnabled: false,
  eventsEnabled: false,
  servicesPagesEnabled: false,
  importReviewsEnabled: false,
  subscriptionLinkEnabled: false,
  liferEnabled: false,
};

export const PRACTICE_FLAG_NAMES = Object.keys(defaultPracticeFlags) as Array<keyof PracticeFlags>;

export type PracticeFlagsEvent = DomainEvent<'PracticeFlagsSet', Partial<PracticeFlags>>;

export const PracticeFlagMessages = {
  unknownFlag: (name: string) => `There is no practice flag named '${name}'.`,
  notBoolean: (name: string) => `The practice flag '${name}' is on (true) or off (false).`,
  recurringDisabled: 'Recurring appointments are not enabled for this practice.',
  requireCcDisabled: 'Requiring a credit card to book is not enabled for this practice.',
  groupEventsDisabled: 'Group events are not enabled for this practice.',
  importReviewsDisabled: 'Importing reviews is not enabled for this practice.',
} as const;

/** The flags that change: unknown names and non-boolean values are refused; unchanged ones are left out. */
export const setPracticeFlags = (current: PracticeFlags, flags: Partial<Record<string, unknown>>): PracticeFlagsEvent[] => {
  const changes: Partial<PracticeFlags> = {};
  for (const [name, value] of Object.entries(flags)) {
    if (!PRACTICE_FLAG_NAMES.includes(name as keyof PracticeFlags)) throw new DomainError(PracticeFlagMessages.unknownFlag(name));
    if (typeof value !== 'boolean') throw new DomainError(PracticeFlagMessages.notBoolean(name));
    if (current[name as keyof PracticeFlags] !== value) changes[name as keyof PracticeFlags] = value;
  }
  return Object.keys(changes).length ? [{ type: 'PracticeFlagsSet', data: changes }] : [];
};

/** A practice's flags as stored (possibly set before a flag existed), with the defaults filled in. */
export const practiceFlagsOf = (stored: Partial<PracticeFlags> | undefined): PracticeFlags => ({ ...defaultPracticeFlags, ...stored });

/** Refuses a series when recurring bookings are off for the practice. */
export const checkRecurringAllowed = (flags: PracticeFlags, isSeries: boolean): void => {
  if (isSeries && !flags.recurringBookingsEnabled) throw new DomainError(PracticeFlagMessages.recurringDisabled);
};

/** Refuses turning require-card-to-book on when the option is off for the practice; turning it off stays allowed. */
export const checkRequireCcAllowed = (flags: PracticeFlags, current: boolean, next: boolean | undefined): void => {
  if (next === true && !current && !flags.requireCcEnabled) throw new DomainError(PracticeFlagMessages.requireCcDisabled);
};

/** Refuses proImportReview when the import-reviews flag is off (the tab is hidden too). */
export const checkImportReviewsAllowed = (flags: PracticeFlags): void => {
  if (!flags.importReviewsEnabled) throw new DomainError(PracticeFlagMessages.importReviewsDisabled);
};

/** Refuses event types and scheduled group events when bookableEventsEnabled is off for the practice. */
export const checkGroupEventsAllowed = (flags: PracticeFlags): void => {
  if (!flags.bookableEventsEnabled) throw new DomainError(PracticeFlagMessages.groupEventsDisabled);
};
