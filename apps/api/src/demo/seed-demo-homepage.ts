// Demo data for the homepage and the public profile pages (issue 18 items 4 and 5): some of the
// search's demo practitioners choose their specialties (the review keywords) and get a review with
// text from a client through their review link, so 'Recent client reviews' rotates across practices
// and a practitioner's page shows specialties and a rating. Through the same commands users send.
import type { Command } from '@nestjs/cqrs';
import { newCommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { Persistence } from '#app/persistence';
import { SPECIALTIES } from '#app/reviews';
import { PracticesQuery } from '#projections';
import { UpdateSkillsCommand } from '../reviews/commands/update-skills/update-skills.command.js';
import { AddReviewRatingCommand, ChangeReviewCommand, CreateReviewerClientCommand } from '../reviews/public/public-review.commands.js';
import { DEMO_PRACTITIONERS, emailOf } from './seed-demo-search.js';

type Execute = <R extends CommandOutcome>(command: Command<R>) => Promise<R>;

const DAY = 86_400_000;

/** Practitioner (demo search list) -> a client's review of them. */
const REVIEWS: Array<{ pro: string; by: string; rating: number; daysAgo: number; text: string; anonymous?: boolean }> = [
  { pro: 'Jordan Reyes', by: 'Nina', rating: 5, daysAgo: 2, text: 'Jordan worked out a shoulder knot I have had for months. Clear, kind and on time.' },
  { pro: 'Priya Natarajan', by: 'Carlos', rating: 5, daysAgo: 3, text: 'My migraines are far less frequent since I started acupuncture with Priya. The studio is peaceful.' },
  { pro: 'Marcus Bell', by: 'Jess', rating: 4, daysAgo: 4, text: 'Great deep tissue work after a week of skiing. I will be back before the next trip.' },
  { pro: 'Tom Walsh', by: 'Ann', rating: 5, daysAgo: 5, text: 'Gentle, focused craniosacral sessions. I sleep better after every visit.', anonymous: true },
  { pro: 'Lila Moreno', by: 'Ben', rating: 5, daysAgo: 6, text: 'The reflexology session melted the stress of a long work week. Lila explains everything she does.' },
  { pro: 'Kenji Watanabe', by: 'Mei', rating: 5, daysAgo: 8, text: 'Kenji’s shiatsu is the real thing: firm, precise and calming. Highly recommended.' },
  { pro: 'Chloe Martin', by: 'Omar', rating: 4, daysAgo: 11, text: 'Chloe helped me notice and release tension I did not know I was holding. Thoughtful and warm.' },
];

const byName = new Map(SPECIALTIES.map((s) => [s.name.toLowerCase(), s.id]));

export const seedDemoHomepage = async (execute: Execute, persistence: Persistence, now: Date): Promise<void> => {
  const practices = new PracticesQuery(persistence.documents);
  for (const [i, r] of REVIEWS.entries()) {
    const p = DEMO_PRACTITIONERS.find((candidate) => candidate.pro === r.pro);
    const practice = p ? await practices.byOwnerEmail(emailOf(p.pro)) : null;
    if (!p || !practice) continue;
    const practiceId = practice.id;
    const pro = newCommandContext({ kind: 'pro', id: practice.owner.proId, name: p.pro }, now);
    // The specialties: the shipped therapies among the practitioner's services.
    const skillIds = p.services.map(([name]) => byName.get(name.toLowerCase())).filter((id): id is string => !!id);
    if (skillIds.length) await execute(new UpdateSkillsCommand(practiceId, skillIds, pro));
    const ctx = newCommandContext({ kind: 'client', id: 'demo-reviewer', name: r.by }, new Date(now.getTime() - r.daysAgo * DAY));
    const { clientId } = await execute(new CreateReviewerClientCommand({ practiceId, firstName: r.by, phone: `(415) 555-02${String(10 + i)}` }, ctx));
    const { token } = await execute(new AddReviewRatingCommand({ practiceId, clientId, appointmentId: null, rating: r.rating }, ctx));
    if (skillIds.length) await execute(new ChangeReviewCommand(token, { type: 'EndorseReview', skillIds: skillIds.slice(0, 1) }, ctx));
    await execute(new ChangeReviewCommand(token, { type: 'AddReviewText', text: r.text }, ctx));
    if (r.anonymous) await execute(new ChangeReviewCommand(token, { type: 'SetReviewAnonymity', isAnonymous: true }, ctx));
    else await execute(new ChangeReviewCommand(token, { type: 'SetReviewPublicName', publicName: `${r.by} ${String.fromCharCode(65 + i)}.` }, ctx));
  }
};
