// Demo packages (issue 17 item 4): Rosalind Franklin bought the Five-massage package when the pro
// booked her first session, two Sundays ago; she came again last Sunday and is booked for next
// Sunday, so her open package has 2 of 5 sessions left. Created through the pro's booking command.
import type { Command } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import { CreateProAppointmentsCommand } from '../appointments/commands/create-pro-appointments/create-pro-appointments.command.js';

export interface DemoPackageSources {
  practiceId: string;
  locationId: string;
  packageServiceId: string;
  timeZone: string;
  pro: CommandContext;
}

export const seedDemoPackages = async (execute: <R extends CommandOutcome>(command: Command<R>) => Promise<R>, demo: DemoPackageSources): Promise<void> => {
  const { practiceId, locationId, packageServiceId, timeZone, pro } = demo;
  const today = DateTime.fromJSDate(pro.now, { zone: timeZone }).startOf('day');
  const lastSunday = today.minus({ days: today.weekday % 7 || 7 }).set({ hour: 11 });
  const at = (sunday: DateTime) => ({ kind: 'single' as const, startsAt: sunday.toISO({ suppressMilliseconds: true })!, endsAt: sunday.plus({ hours: 1 }).toISO({ suppressMilliseconds: true })! });
  const book = (sunday: DateTime, client: { clientId?: string; newClient?: { firstName: string; lastName: string; email: string; phone: string } }, amountCents: number) =>
    execute(new CreateProAppointmentsCommand({ practiceId, services: [{ serviceId: packageServiceId, amountCents }], locationId, practitionerNote: null, times: at(sunday), ...client }, pro));
  // The first booking sells the package (and carries its price); the next ones use its sessions.
  const first = await book(lastSunday.minus({ weeks: 1 }), { newClient: { firstName: 'Rosalind', lastName: 'Franklin', email: 'rosalind@example.com', phone: '(212) 555-0107' } }, 40000);
  const clientId = first.clientId;
  await book(lastSunday, { clientId }, 40000);
  await book(lastSunday.plus({ weeks: 1 }), { clientId }, 40000);
};
