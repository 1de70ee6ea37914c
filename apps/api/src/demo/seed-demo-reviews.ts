// Demo reviews (issue 16): the pro's keywords, Ada's review of her past appointment with the pro's
// reply, three reviews from the practice's review link (one anonymous, one stars only), a past
// review the pro imported that waits for its reviewer's confirmation, and a pending bulk request,
// through the same commands the client pages and the portal send.
import type { Command } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { claimDecider, newCommandContext, type CommandContext } from '#app/es';
import { storeLoader, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { reviewTokenStreamId } from '#app/reviews';
import { ImportReviewCommand } from '../reviews/commands/import-review/import-review.command.js';
import { ReplyToReviewCommand } from '../reviews/commands/reply-to-review/reply-to-review.command.js';
import { SendBulkReviewRequestsCommand } from '../reviews/commands/send-bulk-review-requests/send-bulk-review-requests.command.js';
import { UpdateSkillsCommand } from '../reviews/commands/update-skills/update-skills.command.js';
import { AddReviewRatingCommand, ChangeReviewCommand, CreateReviewerClientCommand } from '../reviews/public/public-review.commands.js';

type Execute = <R extends CommandOutcome>(command: Command<R>) => Promise<R>;

const KEYWORDS = ['swedish-massage', 'deep-tissue-massage', 'hot-stone-massage', 'prenatal-massage', 'sports-massage', 'reiki'];
const DAY = 86_400_000;

export const seedDemoReviews = async (
  execute: Execute,
  store: EventStore,
  demo: { practiceId: string; pro: CommandContext; ada: { clientId: string; pastAppointmentId: string } },
): Promise<void> => {
  const { practiceId, pro } = demo;
  await execute(new UpdateSkillsCommand(practiceId, KEYWORDS, pro));
  const reviewer = (name: string, daysAgo: number) => newCommandContext({ kind: 'client', id: 'demo-reviewer', name }, new Date(pro.now.getTime() - daysAgo * DAY));
  const review = async (
    who: { name: string; daysAgo: number; clientId?: string; phone?: string; appointmentId?: string },
    rating: number,
    skills: string[],
    text: string | null,
    anonymous = false,
  ) => {
    const ctx = reviewer(who.name, who.daysAgo);
    const clientId = who.clientId ?? (await execute(new CreateReviewerClientCommand({ practiceId, firstName: who.name, phone: who.phone! }, ctx))).clientId;
    const { token } = await execute(new AddReviewRatingCommand({ practiceId, clientId, appointmentId: who.appointmentId ?? null, rating }, ctx));
    if (skills.length) await execute(new ChangeReviewCommand(token, { type: 'EndorseReview', skillIds: skills }, ctx));
    if (text) await execute(new ChangeReviewCommand(token, { type: 'AddReviewText', text }, ctx));
    if (anonymous) await execute(new ChangeReviewCommand(token, { type: 'SetReviewAnonymity', isAnonymous: true }, ctx));
    return token;
  };
  await review({ name: 'Sam', phone: '(212) 555-0131', daysAgo: 40 }, 5, ['deep-tissue-massage', 'sports-massage'], 'Maya found every knot from my marathon training. I walked out feeling new.');
  await review({ name: 'Priya', phone: '(212) 555-0132', daysAgo: 25 }, 4, ['prenatal-massage'], 'Gentle and careful during my third trimester. The studio is calm and warm.', true);
  await review({ name: 'Leo', phone: '(212) 555-0133', daysAgo: 9 }, 5, ['hot-stone-massage'], null);
  const ada = await review(
    { name: 'Ada', daysAgo: 1, clientId: demo.ada.clientId, appointmentId: demo.ada.pastAppointmentId },
    5, ['swedish-massage', 'reiki'], 'The most relaxing hour of my month. Maya listens and adjusts the pressure just right.',
  );
  const { ownerId: adaReviewId } = await storeLoader(store).load(reviewTokenStreamId(ada), claimDecider);
  if (!adaReviewId) throw new Error(`The demo review's token ${ada} names no review`);
  await execute(new ReplyToReviewCommand(practiceId, adaReviewId, 'Thank you, Ada! See you next month.', pro));

  await execute(
    new ImportReviewCommand(
      practiceId,
      { rating: 5, review: 'Found Maya on Yelp and never looked back. Best massage in Brooklyn.', firstName: 'Rosa', phone: '(212) 555-0134', createdAt: new Date(pro.now.getTime() - 200 * DAY).toISOString().slice(0, 10) },
      { reviewId: randomUUID(), token: randomBytes(24).toString('base64url'), newClientId: randomUUID(), noteId: randomUUID() },
      pro,
    ),
  );
  await execute(new SendBulkReviewRequestsCommand(practiceId, [{ firstName: 'Tom', phone: '(212) 555-0135' }], pro));
};
