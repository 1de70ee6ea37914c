// The demo practice's public profile (issue 17): title, headline, about, a gazetteer city and its
// Misc facts, through the same command the Profile area sends. No photo: the demo ships no image.
import type { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import { GazetteerPlaces } from '#app/integrations';
import { ChangeProfileDetailsCommand } from '../profile/commands/change-profile-details/change-profile-details.command.js';

type Execute = <R extends CommandOutcome>(command: Command<R>) => Promise<R>;

export const seedDemoProfileDetails = async (execute: Execute, demo: { practiceId: string; pro: CommandContext }): Promise<void> => {
  const { practiceId, pro } = demo;
  const city = await new GazetteerPlaces().place('us-ny-new-york');
  const place = city && { placeId: city.id, name: city.description, latitude: city.latitude, longitude: city.longitude };
  await execute(new ChangeProfileDetailsCommand(practiceId, {
    type: 'UpdateInfo',
    info: {
      title: 'Licensed Massage Therapist',
      headline: 'Therapeutic massage for busy New Yorkers',
      about: 'I have practiced Swedish, deep tissue and prenatal massage for twelve years. Every session starts with a short talk about how you feel today, and ends with simple stretches to take home.',
      place,
    },
  }, pro));
  await execute(new ChangeProfileDetailsCommand(practiceId, {
    type: 'UpdatePracticeDetails',
    details: {
      languageIds: ['english', 'mandarin'],
      ageWorkWithIds: ['adults-18-64', 'seniors-65'],
      workWithIds: ['athletes', 'office-workers', 'pregnant-and-postpartum'],
      // No website: the demo has no website plan (My Website > Settings shows instead), so the field is hidden.
      instagram: 'https://instagram.com/mayachenmassage',
      facebook: 'https://facebook.com/mayachenmassage',
    },
  }, pro));
};
