// The demo practice's calendar extras: a weekly series for a client the pro booked (Saturdays,
// outside the public hours), a session the pro held yesterday (so the current week is never
// empty, whatever the day) and a personal event, through the same commands the portal sends.
import type { Command } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import { CreateProAppointmentsCommand } from '../appointments/commands/create-pro-appointments/create-pro-appointments.command.js';
import { SavePersonalEventCommand } from '../calendar/commands/save-personal-event/save-personal-event.command.js';

export interface DemoCalendarSources {
  practiceId: string;
  locationId: string;
  serviceId: string;
  timeZone: string;
  pro: CommandContext;
}

export const seedDemoCalendar = async (execute: <R extends CommandOutcome>(command: Command<R>) => Promise<R>, demo: DemoCalendarSources): Promise<void> => {
  const { practiceId, locationId, serviceId, timeZone, pro } = demo;
  const today = DateTime.fromJSDate(pro.now, { zone: timeZone }).startOf('day');
  // Next Saturday (at least a day ahead) at 10:00, weekly, four sessions.
  const firstSaturday = today.plus({ days: ((6 - today.weekday + 7) % 7) || 7 }).set({ hour: 10 });
  const recurrencePattern = 'FREQ=WEEKLY;INTERVAL=1;BYDAY=SA;COUNT=4';
  const starts = [0, 1, 2, 3].map((w) => firstSaturday.plus({ weeks: w }).toISO({ suppressMilliseconds: true })!);
  await execute(
    new CreateProAppointmentsCommand(
      {
        practiceId,
        services: [{ serviceId, amountCents: 8000 }],
        locationId,
        newClient: { firstName: 'Frida', lastName: 'Kahlo', email: 'frida@example.com', phone: '(212) 555-0106' },
        practitionerNote: 'Weekly recovery sessions after her back surgery.',
        times: { kind: 'series', recurringStartTimes: starts, recurrencePattern, duration: 60 },
      },
      pro,
    ),
  );
  const yesterday = today.minus({ days: 1 }).set({ hour: 15 });
  await execute(
    new CreateProAppointmentsCommand(
      {
        practiceId,
        services: [{ serviceId, amountCents: 9500 }],
        locationId,
        newClient: { firstName: 'Hedy', lastName: 'Lamarr', email: 'hedy@example.com', phone: '(310) 555-0177' },
        practitionerNote: null,
        times: { kind: 'single', startsAt: yesterday.toISO({ suppressMilliseconds: true })!, endsAt: yesterday.plus({ hours: 1 }).toISO({ suppressMilliseconds: true })! },
      },
      pro,
    ),
  );
  const lunch = today.plus({ days: 2 }).set({ hour: 12 });
  await execute(
    new SavePersonalEventCommand(
      {
        personalEventId: randomUUID(),
        practiceId,
        name: 'Lunch with Sam',
        allDay: false,
        startsAt: lunch.toISO()!,
        endsAt: lunch.plus({ hours: 1 }).toISO()!,
        timeZone,
      },
      pro,
    ),
  );
};
