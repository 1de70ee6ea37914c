// On an empty database, creates a demo practice through the same commands users send, so every
// demo fact is a real event with a history. On a database that has data it changes nothing.
import type { Command, CommandBus } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import { computeAvailability, defaultWeeklyHours } from '#app/availability';
import { PRACTICE_FLAG_NAMES } from '#app/practice';
import { randomUUID } from 'node:crypto';
import { newCommandContext, type Actor } from '#app/es';
import { clientClaimDecider, clientEmailStreamId } from '#app/clients';
import { storeLoader, type CommandOutcome } from '#app/es-runtime';
import { START_OF_LOG, type LogPosition } from '#app/eventstore';
import type { Persistence } from '#app/persistence';
import { PracticesQuery } from '#projections';
import { SignUpCommand } from '../access/commands/sign-up/sign-up.command.js';
import { ChangePracticeCommand } from '../practice/commands/change-practice/change-practice.command.js';
import { RequestAppointmentCommand } from '../appointments/commands/request-appointment/request-appointment.command.js';
import { AcceptAppointmentCommand } from '../appointments/commands/accept-appointment/accept-appointment.command.js';
import { DeclineAppointmentCommand } from '../appointments/commands/decline-appointment/decline-appointment.command.js';
import { CancelAppointmentCommand } from '../appointments/commands/cancel-appointment/cancel-appointment.command.js';
import { seedDemoCalendar } from './seed-demo-calendar.js';
import { seedDemoCalendarAccount } from './seed-demo-calendar-account.js';
import { seedDemoClients } from './seed-demo-clients.js';
import { seedDemoPackages } from './seed-demo-packages.js';
import { seedDemoIntake } from './seed-demo-intake.js';
import { seedDemoGroupEvents } from './seed-demo-group-events.js';
import { seedDemoGiftCards } from './seed-demo-gift-cards.js';
import { seedDemoCoupons } from './seed-demo-coupons.js';
import { seedDemoReferrals } from '../referrals/demo-referrals.js';
import { seedDemoWebsite } from '../website/demo-website.js';
import { seedDemoReviews } from './seed-demo-reviews.js';
import { seedDemoTexts } from './seed-demo-texts.js';
import { seedDemoConferencing } from './seed-demo-conferencing.js';
import { seedDemoSupport } from './seed-demo-support.js';
import { seedDemoProfile } from './seed-demo-profile.js';
import { seedDemoServiceExtras } from './seed-demo-services.js';
import { seedDemoProfileDetails } from './seed-demo-profile-details.js';
import { seedDemoSearch } from './seed-demo-search.js';
import { seedDemoHomepage } from './seed-demo-homepage.js';
import { connectDemoProviders, seedDemoPayments } from './seed-demo-payments.js';
import type { DomainProvider, SimulatedCalendarAccounts } from '#app/integrations';
import type { PaymentProviders } from '../payments/payment-providers.js';

export interface DemoLogin {
  email: string;
  password: string;
  shortLink: string;
}

export const DEMO_LOGIN = { email: 'demo@example.com', password: 'demo-password' };
const ZONE = 'America/New_York';

const clients = [
  { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(212) 555-0101' },
  { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '(212) 555-0102' },
  { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com', phone: '(212) 555-0103' },
  { firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@example.com', phone: '(212) 555-0104' },
  { firstName: 'Edsger', lastName: 'Dijkstra', email: 'edsger@example.com', phone: '(212) 555-0105' },
];

/** `now`: the server's clock, so demo data seeded under a fixed clock (journeys) sits around that time. */
/** The embedded simulators the demo connects to, as if the pro had approved each on its page. */
export interface DemoSimulators {
  payments: PaymentProviders;
  calendars: SimulatedCalendarAccounts;
  /** The custom domain's provider (website/domains). */
  domains?: DomainProvider;
}

export const seedDemoData = async (bus: CommandBus, persistence: Persistence, simulators: DemoSimulators, now: Date = new Date()): Promise<DemoLogin | null> => {
  const existing = await persistence.store.readAll(START_OF_LOG, 1);
  if (existing.length > 0) {
    const demo = await new PracticesQuery(persistence.documents).byOwnerEmail(DEMO_LOGIN.email);
    return demo ? { ...DEMO_LOGIN, shortLink: String(demo.shortLink) } : null;
  }
  let last: LogPosition | null = null;
  const execute = async <R extends CommandOutcome>(command: Command<R>): Promise<R> => {
    const outcome = await bus.execute(command);
    last = outcome.position ?? last;
    return outcome;
  };
  const system: Actor = { kind: 'system', id: 'demo-seed', name: 'Demo data' };
  const ctx = (at: Date = now) => newCommandContext(system, at);
  const signUp = await execute(
    new SignUpCommand({ name: 'Maya Chen', email: DEMO_LOGIN.email, password: DEMO_LOGIN.password, practiceName: 'Maya Chen Massage', timeZone: ZONE }, ctx()),
  );
  const { practiceId } = signUp;
  const studioId = randomUUID();
  const change = (c: ConstructorParameters<typeof ChangePracticeCommand>[1]) => execute(new ChangePracticeCommand(practiceId, c, ctx()));
  await change({ type: 'UpsertLocation', data: { locationId: studioId, name: 'Downtown studio', kind: 'office', address: '120 Court St, Brooklyn, NY 11201', timeZone: ZONE } });
  const swedish = randomUUID();
  const deep = randomUUID();
  await change({ type: 'UpsertService', data: { serviceId: swedish, name: 'Swedish massage', description: 'A relaxing full-body massage with long, flowing strokes.', timeLength: 60, amountCents: 9000, addOn: false, public: true, locationIds: [studioId] } });
  await change({ type: 'UpsertService', data: { serviceId: deep, name: 'Deep tissue massage', description: 'Slow, firm pressure for chronic tension and sore muscles.', timeLength: 90, amountCents: 13000, addOn: false, public: true, locationIds: [studioId] } });
  await change({ type: 'UpsertService', data: { serviceId: randomUUID(), name: 'Hot stones', description: 'Warm basalt stones added to any massage.', timeLength: 15, amountCents: 2000, addOn: true, public: true, locationIds: [studioId] } });
  // Card payments on the embedded simulator (stripe's test cards), tips, PayPal/Venmo, cash and Zelle.
  await connectDemoProviders(change, 'Maya Chen Massage');
  await change({
    type: 'UpdatePaymentSettings',
    data: { paymentProvider: 'stripe', acceptsTips: true, paypalActive: true, venmoActive: true, acceptsCash: true, acceptsZelle: true },
  });
  // The demo shows every feature (spec 001 §1 flags).
  await change({ type: 'SetPracticeFlags', flags: Object.fromEntries(PRACTICE_FLAG_NAMES.map((n) => [n, true])) });
  // A package (packagesEnabled, spec 002 §3): sold by the pro, so not on the booking page.
  const fiveMassages = randomUUID();
  await change({ type: 'UpsertService', data: { serviceId: fiveMassages, name: 'Five-massage package', description: 'Five 60-minute Swedish massages at a lower price.', timeLength: 60, amountCents: 40000, addOn: false, public: false, locationIds: [studioId], package: true, numberOfSessions: 5 } });
  // A service with its own hours (weekday mornings) and a photo.
  await seedDemoServiceExtras(change, { locationId: studioId });

  // The k-th bookable day (weekdays, after the 24-hour lead time) as seen at `at`, at a varied hour.
  const day = (k: number, at: Date = now) => {
    const { availableSlots } = computeAvailability({
      timeZone: ZONE, weeklyHours: defaultWeeklyHours(), durationMinutes: 90, incrementMinutes: 60, bufferMinutes: 15,
      leadTimeMinutes: 1440, busy: [], now: at,
      from: DateTime.fromJSDate(at, { zone: ZONE }).toISODate()!, to: DateTime.fromJSDate(at, { zone: ZONE }).plus({ days: 21 }).toISODate()!,
    });
    const times = availableSlots[k].datetimes;
    return times[(k * 2) % times.length];
  };
  const booking = (i: number, startsAt: string, serviceId: string, at: Date = now) =>
    execute(new RequestAppointmentCommand({ practiceId, serviceId, locationId: studioId, startsAt, ...clients[i] }, ctx(at)));
  const request = async (i: number, startsAt: string, serviceId: string, at: Date = now) => (await booking(i, startsAt, serviceId, at)).appointmentId;
  const pro = (at: Date = now) => newCommandContext({ kind: 'pro', id: signUp.accountId, name: 'Maya Chen' }, at);

  await request(0, day(0), swedish);
  await request(1, day(1), deep);
  const approved = await request(2, day(2), swedish);
  await execute(new AcceptAppointmentCommand(approved, practiceId, pro()));
  const declined = await request(3, day(3), swedish);
  await execute(new DeclineAppointmentCommand(declined, practiceId, pro()));
  const cancelledByPro = await request(4, day(4), deep);
  await execute(new CancelAppointmentCommand(cancelledByPro, { by: 'pro', practiceId }, 'Away at a training that day, sorry!', pro()));
  const byClient = await booking(1, day(5), swedish);
  const grace = { kind: 'client' as const, id: 'demo-client', name: 'Grace Hopper' };
  await execute(new CancelAppointmentCommand(byClient.appointmentId, { by: 'token', instantActionToken: byClient.instantActionToken }, null, newCommandContext(grace, now)));
  // Past appointments: booked and accepted two weeks ago, for days that have passed.
  const twoWeeksAgo = new Date(now.getTime() - 14 * 86_400_000);
  const past = await request(0, day(3, twoWeeksAgo), swedish, twoWeeksAgo);
  await execute(new AcceptAppointmentCommand(past, practiceId, pro(twoWeeksAgo)));
  const pastUnpaid = await request(3, day(4, twoWeeksAgo), swedish, twoWeeksAgo);
  await execute(new AcceptAppointmentCommand(pastUnpaid, practiceId, pro(twoWeeksAgo)));
  const client = (name: string) => newCommandContext({ kind: 'client', id: 'demo-client', name }, now);
  await seedDemoPayments(execute, simulators.payments, { practiceId, heldId: approved, paidId: past, failedId: pastUnpaid, client });
  await seedDemoCalendar(execute, { practiceId, locationId: studioId, serviceId: swedish, timeZone: ZONE, pro: pro() });
  await seedDemoClients(execute, persistence.store, { practiceId, pro: pro(), pastAppointmentId: past });
  await seedDemoPackages(execute, { practiceId, locationId: studioId, packageServiceId: fiveMassages, timeZone: ZONE, pro: pro() });
  await seedDemoIntake(execute, persistence.store, { practiceId, pro: pro() });
  await seedDemoGroupEvents(execute, persistence.store, { practiceId, timeZone: ZONE, address: '120 Court St, Brooklyn, NY 11201', pro: pro() });
  await seedDemoGiftCards(execute, simulators.payments, { practiceId, pro: pro() });
  await seedDemoReferrals(execute, persistence.store, { practiceId, pro: pro() });
  await seedDemoCoupons(execute, {
    practiceId, timeZone: ZONE, deepTissueId: deep, pro: pro(), now,
    bookWithCode: async (discountCode) => (await execute(new RequestAppointmentCommand({ practiceId, serviceId: swedish, locationId: studioId, startsAt: day(8), ...clients[4], discountCode }, ctx()))).appointmentId,
    accept: (appointmentId) => execute(new AcceptAppointmentCommand(appointmentId, practiceId, pro())),
  });
  await seedDemoWebsite(execute, { practiceId, pro: pro() }, simulators.domains);
  const ada = await storeLoader(persistence.store).load(clientEmailStreamId(practiceId, clients[0].email), clientClaimDecider);
  if (ada.ownerId) await seedDemoReviews(execute, persistence.store, { practiceId, pro: pro(), ada: { clientId: ada.ownerId, pastAppointmentId: past } });
  await seedDemoTexts(execute, { practiceId, accountId: signUp.accountId, pro: pro().actor, now });
  await seedDemoConferencing(execute, persistence, {
    practiceId, owner: { name: 'Maya Chen', email: DEMO_LOGIN.email }, ctx: () => ctx(),
    bookOnline: async (locationId, serviceId) => (await execute(new RequestAppointmentCommand({ practiceId, serviceId, locationId, startsAt: day(6), ...clients[2] }, ctx()))).appointmentId,
  });
  await seedDemoCalendarAccount(execute, simulators.calendars, { practiceId, email: DEMO_LOGIN.email, timeZone: ZONE, ctx: () => pro() });
  await seedDemoSupport(execute, { practiceId, appointmentId: past, clientEmail: clients[0].email, now });
  await seedDemoProfile(execute, { practiceId, pro: pro(), now });
  await seedDemoProfileDetails(execute, { practiceId, pro: pro() });
  await seedDemoSearch(execute, persistence, now);
  await persistence.runner.waitFor(last, ['practices']);
  await seedDemoHomepage(execute, persistence, now);
  await persistence.runner.waitFor(last);
  return { ...DEMO_LOGIN, shortLink: signUp.shortLink };
};
