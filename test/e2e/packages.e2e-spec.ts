// Packages sold to clients through the real API (issue 17 item 4; spec 001 §3 open packages, §5 a
// package service books alone, §9 the series cap): the pro's booking of a package service sells
// it (session 1 carries the price), later bookings use its sessions (counting down, prepaid), an
// exhausted package is no longer open, a series is capped at the sessions remaining or at a new
// package's sessions, two bookings racing for the last session never both get it, a cancelled
// prepaid session comes back, and another practice's client or package gets nothing.
import { randomBytes, randomUUID } from 'node:crypto';
import { decideProBooking, scheduleDecider, scheduleStreamId, type BookingIds } from '#app/appointments';
import { clientDecider, clientStreamId } from '#app/clients';
import { newCommandContext } from '#app/es';
import { handleDecision } from '#app/es-runtime';
import { clientPackagesDecider, clientPackagesStreamId } from '#app/packages';
import { practiceDecider, practiceStreamId } from '#app/practice';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { setPracticeFlags } from '../support/practice-flags.js';
import { CANCEL_APPOINTMENT } from '../support/calendar-operations.js';
import { calendarPractice, iso, nyAt } from '../support/calendar-setup.js';
import type { TestClient } from '../support/graphql-client.js';
import { startTestServer } from '../support/test-server.js';

const FIELDS = 'id amountCents packageSessionNumber packageNumberOfSessions appointmentServices { serviceId amountCents }';
const BOOK = `mutation($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!, $startsAt: DateTime!, $endsAt: DateTime!, $clientId: ID, $packageId: ID) {
  proCreateAppointment(appointmentServices: $appointmentServices, locationId: $locationId, startsAt: $startsAt, endsAt: $endsAt, clientId: $clientId, packageId: $packageId) {
    result errors appointment { ${FIELDS} } } }`;
const BOOK_SERIES = `mutation($appointmentServices: [AppointmentServiceInput!]!, $locationId: ID!, $clientId: ID, $recurringStartTimes: [DateTime!]!, $recurrencePattern: String!, $duration: Int!, $packageId: ID) {
  createAppointments(appointmentServices: $appointmentServices, locationId: $locationId, clientId: $clientId, recurringStartTimes: $recurringStartTimes, recurrencePattern: $recurrencePattern, duration: $duration, packageId: $packageId) {
    result errors appointments { ${FIELDS} } } }`;
const OPEN_PACKAGES = `query($clientId: ID!) { client(clientId: $clientId) { id openPackages { id serviceId name sessionsRemaining numberOfSessions createdAt } } }`;
const UPSERT = `mutation($input: UpsertServiceInput!) { upsertService(input: $input) { result errors service { id } } }`;

let server: RunningServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => server?.close());

type Practice = Awaited<ReturnType<typeof calendarPractice>> & { packageId: string };
let hours = 0;

/** A practice with packages on and a package service of `sessions` sessions at $400. */
const packagePractice = async (sessions = 5): Promise<Practice> => {
  const p = await calendarPractice(server);
  await setPracticeFlags(server, p.practice.id, { packagesEnabled: true });
  const saved = await p.pro.gql(UPSERT, { input: { name: 'Massage package', description: 'Prepaid sessions', timeLength: 60, amountCents: 40000, addOn: false, public: false, locationIds: [], package: true, numberOfSessions: sessions } });
  if (saved.data?.upsertService?.result !== 'success') throw new Error(JSON.stringify(saved));
  return { ...p, packageId: saved.data.upsertService.service.id };
};

/** A free hour: every booking in this file takes its own. */
const nextHour = () => {
  const at = nyAt(2 + Math.floor(hours / 8), 9 + (hours % 8));
  hours++;
  return { startsAt: iso(at), endsAt: iso(at.plus({ hours: 1 })) };
};

const book = async (p: Practice, extra: Record<string, unknown> = {}, pro: TestClient = p.pro): Promise<{ result: string | null; errors: string[]; appointment: any }> =>
  (await pro.gql(BOOK, { appointmentServices: [{ serviceId: p.packageId, amountCents: 40000 }], locationId: p.locationId, clientId: p.clientId, ...nextHour(), ...extra })).data.proCreateAppointment;

const openPackages = async (p: Practice, clientId = p.clientId, pro: TestClient = p.pro) => (await pro.gql(OPEN_PACKAGES, { clientId })).data?.client?.openPackages;

const weekly = (count: number, startWeeksAhead: number) => {
  const first = nyAt(7 * startWeeksAhead, 7);
  return { recurringStartTimes: Array.from({ length: count }, (_, i) => iso(first.plus({ weeks: i }))), recurrencePattern: `FREQ=WEEKLY;INTERVAL=1;COUNT=${count}`, duration: 60 };
};

describe('selling a package and booking its sessions', () => {
  it('the first booking sells it (session 1 carries the price); the next ones count down, prepaid', async () => {
    const p = await packagePractice();
    expect(await openPackages(p)).toEqual([]);
    const first = await book(p);
    expect(first).toMatchObject({ result: 'success', appointment: { amountCents: 40000, packageSessionNumber: 1, packageNumberOfSessions: 5 } });
    const [sold] = await openPackages(p);
    expect(sold).toMatchObject({ serviceId: p.packageId, name: 'Massage package', sessionsRemaining: 4, numberOfSessions: 5 });

    const second = await book(p, { packageId: sold.id });
    expect(second).toMatchObject({ result: 'success', appointment: { amountCents: 0, packageSessionNumber: 2, appointmentServices: [{ amountCents: 0 }] } });
    const third = await book(p); // no package named: the client's open one
    expect(third.appointment).toMatchObject({ amountCents: 0, packageSessionNumber: 3 });
    expect((await openPackages(p))[0]).toMatchObject({ id: sold.id, sessionsRemaining: 2 });
  });

  it('an exhausted package is no longer open; naming it is refused; the next booking sells a new one', async () => {
    const p = await packagePractice(2);
    await book(p);
    const [sold] = await openPackages(p);
    expect((await book(p, { packageId: sold.id })).appointment.packageSessionNumber).toBe(2);
    expect(await openPackages(p)).toEqual([]);
    expect(await book(p, { packageId: sold.id })).toMatchObject({ result: null, errors: ['This package has no sessions remaining.'] });
    const again = await book(p);
    expect(again.appointment).toMatchObject({ amountCents: 40000, packageSessionNumber: 1 });
    const [renewed] = await openPackages(p);
    expect(renewed.id).not.toBe(sold.id);
    expect(renewed.sessionsRemaining).toBe(1);
  });

  it('a cancelled prepaid session is given back', async () => {
    const p = await packagePractice(3);
    await book(p);
    const second = await book(p);
    expect((await openPackages(p))[0].sessionsRemaining).toBe(1);
    expect((await p.pro.gql(CANCEL_APPOINTMENT, { appointmentId: second.appointment.id })).data.cancelAppointment.result).toBe('success');
    expect((await openPackages(p))[0].sessionsRemaining).toBe(2);
    expect((await book(p)).appointment.packageSessionNumber).toBe(2);
  });
});

describe('cancelling a series of package sessions', () => {
  it('this and the following sessions give their prepaid sessions back; the one that sold the package keeps its session', async () => {
    const p = await packagePractice(4);
    const sold = (await p.pro.gql(BOOK_SERIES, { appointmentServices: [{ serviceId: p.packageId, amountCents: 40000 }], locationId: p.locationId, clientId: p.clientId, ...weekly(4, 20) }))
      .data.createAppointments.appointments as Array<{ id: string }>;
    expect(await openPackages(p)).toEqual([]);
    const cancelled = (await p.pro.gql(CANCEL_APPOINTMENT, { appointmentId: sold[1].id, cancelRecurringSeries: true })).data.cancelAppointment;
    expect(cancelled.result).toBe('success');
    expect((await openPackages(p))[0]).toMatchObject({ sessionsRemaining: 3, numberOfSessions: 4 });
    expect((await p.pro.gql(CANCEL_APPOINTMENT, { appointmentId: sold[0].id })).data.cancelAppointment.result).toBe('success');
    expect((await openPackages(p))[0].sessionsRemaining).toBe(3);
  });
});

describe('the recurring series cap (spec 001 §9)', () => {
  it("a new package's series is capped at its sessions; an open one's at the sessions remaining", async () => {
    const p = await packagePractice(4);
    const series = (count: number, weeksAhead: number) =>
      p.pro.gql(BOOK_SERIES, { appointmentServices: [{ serviceId: p.packageId, amountCents: 40000 }], locationId: p.locationId, clientId: p.clientId, ...weekly(count, weeksAhead) });
    expect((await series(5, 1)).data.createAppointments).toMatchObject({
      result: null,
      errors: ['You can create at most 4 appointments at once. You are currently attempting to create 5 appointments. Please select a different frequency or end date.'],
    });
    expect(await openPackages(p)).toEqual([]); // nothing sold by a refused series
    const sold = (await series(2, 1)).data.createAppointments;
    expect(sold.appointments.map((a: { amountCents: number; packageSessionNumber: number }) => [a.amountCents, a.packageSessionNumber])).toEqual([[40000, 1], [0, 2]]);
    expect((await series(3, 8)).data.createAppointments.errors).toEqual([
      'You can create at most 2 appointments at once. You are currently attempting to create 3 appointments. Please select a different frequency or end date.',
    ]);
    expect((await series(2, 8)).data.createAppointments.appointments.map((a: { packageSessionNumber: number }) => a.packageSessionNumber)).toEqual([3, 4]);
    expect(await openPackages(p)).toEqual([]);
  });
});

describe('two bookings racing for the last session', () => {
  it('exactly one gets it; the other is refused and nothing of it is kept', async () => {
    const p = await packagePractice(2);
    await book(p);
    const [sold] = await openPackages(p);
    const results = await Promise.all([book(p, { packageId: sold.id }), book(p, { packageId: sold.id })]);
    const won = results.filter((r) => r.result === 'success');
    const lost = results.filter((r) => r.result !== 'success');
    expect(won).toHaveLength(1);
    expect(won[0].appointment.packageSessionNumber).toBe(2);
    expect(lost).toEqual([expect.objectContaining({ errors: ['This package has no sessions remaining.'], appointment: null })]);
    expect(await openPackages(p)).toEqual([]);
  });

  it('without the in-process turns (as two API processes would race): both decide on the same state, the store takes one append', async () => {
    const p = await packagePractice(2);
    await book(p);
    const [sold] = await openPackages(p);
    // Both decisions read the states, then wait for each other before appending (first round only).
    let arrived = 0;
    let release!: () => void;
    const bothRead = new Promise<void>((resolve) => (release = resolve));
    const rounds: number[] = [0, 0];
    const race = (who: 0 | 1) => {
      const slot = nextHour();
      const ids: BookingIds = {
        appointment: () => ({ appointmentId: `${randomUUID()}`, instantActionToken: randomBytes(24).toString('base64url') }),
        customPriceId: () => randomUUID(), seriesId: randomUUID(), newClientId: randomUUID(), noteId: randomUUID(), packageId: randomUUID(),
      };
      const fixed = ids.appointment(0);
      ids.appointment = () => fixed;
      const input = {
        practiceId: p.practice.id, services: [{ serviceId: p.packageId, amountCents: 40000 }], locationId: p.locationId, clientId: p.clientId,
        times: { kind: 'single' as const, ...slot }, packageId: sold.id,
      };
      return handleDecision(server.persistence.store, newCommandContext({ kind: 'pro', id: 'pro', name: 'Pro' }), async (loader) => {
        const practice = await loader.load(practiceStreamId(p.practice.id), practiceDecider);
        const client = await loader.load(clientStreamId(p.clientId), clientDecider);
        const schedule = await loader.load(scheduleStreamId(p.practice.id), scheduleDecider);
        const packages = await loader.load(clientPackagesStreamId(p.clientId), clientPackagesDecider);
        if (rounds[who]++ === 0) {
          if (++arrived === 2) release();
          await bothRead;
        }
        return decideProBooking({ input, ids, now: new Date() }, { practice, schedule, client: { kind: 'existing', state: client }, packages }).appends;
      }, { maxAttempts: 5 });
    };
    const outcomes = await Promise.allSettled([race(0), race(1)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')!;
    expect((refused.reason as Error).message).toBe('This package has no sessions remaining.');
    expect(rounds.sort()).toEqual([1, 2]); // the loser decided again on the winner's events
    const won = outcomes.find((o) => o.status === 'fulfilled')!;
    await server.persistence.runner.waitFor(won.value.position, undefined, 10_000);
    expect(await openPackages(p)).toEqual([]);
  });
});

describe('rules and bad input', () => {
  it('a package service cannot have other services added at booking', async () => {
    const p = await packagePractice();
    const res = await book(p, { appointmentServices: [{ serviceId: p.packageId, amountCents: 40000 }, { serviceId: p.addOnId, amountCents: 1500 }] });
    expect(res).toMatchObject({ result: null, errors: ['A package service cannot have other services added at booking.'] });
    const withMassage = await book(p, { appointmentServices: [{ serviceId: p.serviceId, amountCents: 9000 }, { serviceId: p.packageId, amountCents: 40000 }] });
    expect(withMassage.errors).toEqual(['A package service cannot have other services added at booking.']);
    expect(await openPackages(p)).toEqual([]);
  });

  it('no package is sold while packagesEnabled is off; an unknown package id is not found', async () => {
    const p = await packagePractice();
    expect((await book(p, { packageId: 'not-a-package' })).errors).toEqual(['Package not found']);
    await setPracticeFlags(server, p.practice.id, { packagesEnabled: false });
    expect((await book(p)).errors).toEqual(['Packages are not enabled for this practice.']);
  });

  it('an add-on offered only with other services is refused', async () => {
    const p = await packagePractice();
    const oil = await p.pro.gql(UPSERT, { input: { name: 'Aromatherapy', description: 'Oils', timeLength: 0, amountCents: 1000, addOn: true, public: true, locationIds: [], allowedServiceIds: [p.serviceId] } });
    const facial = await p.pro.gql(UPSERT, { input: { name: 'Facial', description: 'A facial', timeLength: 30, amountCents: 5000, addOn: false, public: true, locationIds: [] } });
    const oilId = oil.data.upsertService.service.id;
    const refused = await book(p, { appointmentServices: [{ serviceId: facial.data.upsertService.service.id, amountCents: 5000 }, { serviceId: oilId, amountCents: 1000 }] });
    expect(refused.errors).toEqual(['Please choose add-ons offered with the chosen services.']);
    const allowed = await book(p, { appointmentServices: [{ serviceId: p.serviceId, amountCents: 9000 }, { serviceId: oilId, amountCents: 1000 }] });
    expect(allowed.result).toBe('success');
  });
});

describe('isolation', () => {
  it("another practice's pro sees no open packages of this client and cannot use this package", async () => {
    const p = await packagePractice();
    await book(p);
    const [sold] = await openPackages(p);
    const other = await packagePractice();
    expect((await other.pro.gql(OPEN_PACKAGES, { clientId: p.clientId })).errors?.[0].message).toBe('Client not found');
    // Their own client with this package's id: not found; this practice's client: not theirs. Nothing changes here.
    expect((await book(other, { packageId: sold.id })).errors).toEqual(['Package not found']);
    expect((await book(other, { clientId: p.clientId })).errors).toEqual(['Client not found']);
    expect((await openPackages(p))[0].sessionsRemaining).toBe(4);
  });
});
