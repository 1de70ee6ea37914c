// What staff do (no pro screen does it): turn a practice's feature flags on or off, through the
// same command as the flags CLI.
import { newCommandContext } from '#app/es';
import type { PracticeFlags } from '#app/practice';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { CommandSender } from '../../apps/api/src/infrastructure/command-sender.js';
import { signUpPro } from './test-server.js';
import { ChangePracticeCommand } from '../../apps/api/src/practice/commands/change-practice/change-practice.command.js';

/** The current practice's flags, as the portal reads them. */
export const PRACTICE_FLAGS = `{ currentPractice { id clientNotesEnabled flags {
  recurringBookingsEnabled packagesEnabled clientNotesEnabled bookableEventsEnabled requireCcEnabled giftCardsEnabled conferencingEnabled
  websitePlan discountCodesEnabled eventsEnabled servicesPagesEnabled importReviewsEnabled subscriptionLinkEnabled } } }`;

export const setPracticeFlags = async (server: RunningServer, practiceId: string, flags: Partial<PracticeFlags>): Promise<void> => {
  const outcome = await server.app.get(CommandSender).send(
    new ChangePracticeCommand(practiceId, { type: 'SetPracticeFlags', flags }, newCommandContext({ kind: 'support', id: 'staff', name: 'Staff' })),
  );
  if (outcome.position) await server.persistence.runner.waitFor(outcome.position, undefined, 10_000);
};

/** Group events on: event types, scheduling (bookableEventsEnabled) and the Events page (eventsEnabled). */
export const enableGroupEvents = (server: RunningServer, practiceId: string) => setPracticeFlags(server, practiceId, { bookableEventsEnabled: true, eventsEnabled: true });

/** A new pro whose practice has group events on. */
export const signUpWithGroupEvents = async (server: RunningServer, practiceName?: string) => {
  const signedUp = await signUpPro(server, practiceName);
  await enableGroupEvents(server, signedUp.practice.id);
  return signedUp;
};
