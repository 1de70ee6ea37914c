// Demo group events (issue 15): three event types (a paid yoga class, a free sound bath, a
// two-day retreat), dates for each in the coming weeks, registrants the pro added (one paid with
// the card on file, one pending) and a visitor who registered on the public page, through the
// same commands the portal and the public page send.
import type { Command } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import { randomUUID } from 'node:crypto';
import { clientClaimDecider, clientEmailStreamId } from '#app/clients';
import { newCommandContext, type CommandContext } from '#app/es';
import { storeLoader, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { SaveBookableEventCommand } from '../group-events/commands/bookable-events/bookable-event.commands.js';
import { SaveEventTypeCommand } from '../group-events/commands/event-types/event-type.commands.js';
import { ProcessRegistrationPaymentCommand } from '../group-events/commands/process-registration-payment/process-registration-payment.command.js';
import { AddClientToEventCommand } from '../group-events/commands/registrations/registration.commands.js';
import { RegisterForEventCommand } from '../group-events/public/register-for-event.command.js';

type Execute = <R extends CommandOutcome>(command: Command<R>) => Promise<R>;

export const seedDemoGroupEvents = async (
  execute: Execute,
  store: EventStore,
  demo: { practiceId: string; timeZone: string; address: string; pro: CommandContext },
): Promise<void> => {
  const { practiceId, timeZone, address, pro } = demo;
  const type = async (fields: Record<string, unknown> & { name: string }) => {
    const bookableEventTypeId = randomUUID();
    await execute(new SaveEventTypeCommand({ bookableEventTypeId, practiceId, location: address, ...fields }, pro));
    return bookableEventTypeId;
  };
  const yoga = await type({
    name: 'Sunrise Yoga Flow', slug: 'sunrise-yoga', amountCents: 2500, capacity: 12, duration: 60, durationUnit: 'minute',
    description: 'A gentle hour of breath and movement to start the day. All levels welcome.', instructions: 'Bring a mat and water; arrive 10 minutes early.',
  });
  const soundBath = await type({
    name: 'Full Moon Sound Bath', slug: 'sound-bath', amountCents: 0, capacity: 20, duration: 90, durationUnit: 'minute',
    description: 'Lie back and rest in the sound of singing bowls and gongs.',
  });
  await type({
    name: 'Weekend Wellness Retreat', slug: 'weekend-retreat', amountCents: 35000, capacity: 8, duration: 2, durationUnit: 'day', kind: 'in_person',
    description: 'Two days of massage workshops, yoga and rest.',
  });

  // Mornings before the studio opens and an evening, so classes sit beside the appointments.
  const today = DateTime.fromJSDate(pro.now, { zone: timeZone }).startOf('day');
  const nextWeekday = (weekday: number, weeks: number) => today.plus({ days: ((weekday - today.weekday + 7) % 7 || 7) + 7 * weeks });
  const schedule = async (typeId: string, start: DateTime, minutes: number) => {
    const bookableEventId = randomUUID();
    const iso = (at: DateTime) => at.toISO({ suppressMilliseconds: true, includeOffset: false })!;
    await execute(new SaveBookableEventCommand({ bookableEventId, practiceId, startsAt: iso(start), endsAt: iso(start.plus({ minutes })), allDay: false, timeZone }, typeId, pro));
    return bookableEventId;
  };
  const yogaClass = await schedule(yoga, nextWeekday(2, 0).set({ hour: 7 }), 60);
  await schedule(yoga, nextWeekday(2, 1).set({ hour: 7 }), 60);
  const bath = await schedule(soundBath, nextWeekday(5, 0).set({ hour: 19 }), 90);

  const clientOf = async (email: string) => (await storeLoader(store).load(clientEmailStreamId(practiceId, email), clientClaimDecider)).ownerId;
  const [ada, alan] = [await clientOf('ada@example.com'), await clientOf('alan@example.com')];
  if (!ada || !alan) throw new Error('The demo clients Ada and Alan must exist before the group events');
  await execute(new AddClientToEventCommand(yogaClass, practiceId, ada, pro));
  await execute(new AddClientToEventCommand(yogaClass, practiceId, alan, pro));
  // Alan has a card on file (his held appointment): his seat is paid; Ada's stays 'Payment Pending'.
  await execute(new ProcessRegistrationPaymentCommand(yogaClass, practiceId, alan, pro));
  const visitor = newCommandContext({ kind: 'visitor', id: 'demo-visitor', name: 'Katherine Johnson' }, pro.now);
  await execute(new RegisterForEventCommand({ bookableEventId: bath, firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@example.com', phone: '(212) 555-0104' }, visitor));
};
