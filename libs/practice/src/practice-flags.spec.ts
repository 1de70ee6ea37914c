import { deciderSpec } from '#testing/es';
import { fold } from '#app/es';
import { practiceDecider } from './practice.decide.js';
import type { PracticeEvent } from './practice.js';
import { checkRecurringAllowed, checkRequireCcAllowed, defaultPracticeFlags, PracticeFlagMessages as M, practiceFlagsOf, PRACTICE_FLAG_NAMES } from './practice-flags.js';

const spec = deciderSpec(practiceDecider);
const created: PracticeEvent = {
  type: 'PracticeCreated',
  data: { practiceId: 'p', name: 'Calm', shortLink: 'calm', timeZone: 'America/New_York', owner: { proId: 'u', name: 'Sam', email: 's@example.com', phone: null } },
};
const notesOff: PracticeEvent = { type: 'PracticeFlagsSet', data: { clientNotesEnabled: false } };

describe('practice flags (spec 001 §1)', () => {
  it('client notes are on for a practice that never had a flag set', () => {
    const state = fold(practiceDecider, [created]);
    expect(state.status === 'active' && state.flags.clientNotesEnabled).toBe(true);
  });

  it('staff turn client notes off, and on again', () => {
    spec.given([created]).when({ type: 'SetPracticeFlags', flags: { clientNotesEnabled: false } }).then([notesOff]);
    spec.given([created, notesOff]).when({ type: 'SetPracticeFlags', flags: { clientNotesEnabled: true } }).then([{ type: 'PracticeFlagsSet', data: { clientNotesEnabled: true } }]);
    const state = fold(practiceDecider, [created, notesOff]);
    expect(state.status === 'active' && state.flags.clientNotesEnabled).toBe(false);
  });

  it('setting a flag to what it is changes nothing', () => {
    spec.given([created]).when({ type: 'SetPracticeFlags', flags: { clientNotesEnabled: true } }).thenNothingHappens();
  });

  it('refuses unknown flags and values that are not true or false', () => {
    spec.given([created]).when({ type: 'SetPracticeFlags', flags: { calendarEnabled: true } as never }).thenThrows(M.unknownFlag('calendarEnabled'));
    spec.given([created]).when({ type: 'SetPracticeFlags', flags: { clientNotesEnabled: 'no' } as never }).thenThrows(M.notBoolean('clientNotesEnabled'));
  });

  it('needs the practice', () => {
    spec.given([]).when({ type: 'SetPracticeFlags', flags: { clientNotesEnabled: false } }).thenThrows('Practice not found');
  });

  it('has the spec\'s flags; what exists today stays on, what is not built yet is off', () => {
    expect([...PRACTICE_FLAG_NAMES].sort()).toEqual(
      ['bookableEventsEnabled', 'clientNotesEnabled', 'conferencingEnabled', 'discountCodesEnabled', 'eventsEnabled', 'giftCardsEnabled', 'importReviewsEnabled',
        'liferEnabled', 'packagesEnabled', 'recurringBookingsEnabled', 'requireCcEnabled', 'servicesPagesEnabled', 'subscriptionLinkEnabled', 'websitePlan'],
    );
    const on = PRACTICE_FLAG_NAMES.filter((n) => defaultPracticeFlags[n]).sort();
    expect(on).toEqual(['clientNotesEnabled', 'recurringBookingsEnabled', 'requireCcEnabled']);
  });

  it('fills flags stored before a flag existed with the defaults', () => {
    expect(practiceFlagsOf({ clientNotesEnabled: false })).toEqual({ ...defaultPracticeFlags, clientNotesEnabled: false });
    expect(practiceFlagsOf(undefined)).toEqual(defaultPracticeFlags);
  });

  it('sets several flags at once, only those that change', () => {
    spec.given([created]).when({ type: 'SetPracticeFlags', flags: { giftCardsEnabled: true, recurringBookingsEnabled: false, clientNotesEnabled: true } })
      .then([{ type: 'PracticeFlagsSet', data: { giftCardsEnabled: true, recurringBookingsEnabled: false } }]);
  });

  it('refuses a series when recurring bookings are off, never a single appointment', () => {
    const off = { ...defaultPracticeFlags, recurringBookingsEnabled: false };
    expect(() => checkRecurringAllowed(off, true)).toThrow(M.recurringDisabled);
    expect(() => checkRecurringAllowed(off, false)).not.toThrow();
    expect(() => checkRecurringAllowed(defaultPracticeFlags, true)).not.toThrow();
  });

  it('refuses turning require-card on when its option is off; turning it off or leaving it stays allowed', () => {
    const off = { ...defaultPracticeFlags, requireCcEnabled: false };
    expect(() => checkRequireCcAllowed(off, false, true)).toThrow(M.requireCcDisabled);
    expect(() => checkRequireCcAllowed(off, true, false)).not.toThrow();
    expect(() => checkRequireCcAllowed(off, true, true)).not.toThrow();
    expect(() => checkRequireCcAllowed(off, false, undefined)).not.toThrow();
    expect(() => checkRequireCcAllowed(defaultPracticeFlags, false, true)).not.toThrow();
  });

  it('the practice refuses require-card in its payment settings while requireCcEnabled is off', () => {
    const ccOff: PracticeEvent = { type: 'PracticeFlagsSet', data: { requireCcEnabled: false } };
    spec.given([created, ccOff]).when({ type: 'UpdatePaymentSettings', data: { requireClientCcToBook: true } }).thenThrows(M.requireCcDisabled);
  });
});
