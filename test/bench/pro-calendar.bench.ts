// ProCalendar (practiceAppointments + personalEvents) and ProCalendarEvents for one week, per
// GraphQL request over HTTP, for a practice with 20,000 appointments, p50/p95.
import { DateTime } from 'luxon';
import { randomBytes, randomUUID } from 'node:crypto';
import { startServer } from '../../apps/api/src/bootstrap.js';
import type { StreamAppend } from '#app/eventstore';
import { percentile, type BenchBackend } from './bench-databases.js';
import { HttpClient } from './http-client.js';

const PRO_CALENDAR = `query ProCalendar($from: DateTime!, $to: DateTime!) {
  practiceAppointments(from: $from, to: $to) { id state startsAt endsAt timeZone instantActionToken bookedBy amountCents
    client { clientId firstName lastName email phone } location { id name kind } appointmentServices { serviceId name amountCents } }
  personalEvents(from: $from, to: $to) { id title allDay start end timeZone } }`;
const PRO_CALENDAR_EVENTS = `query ProCalendarEvents($from: DateTime!, $to: DateTime!) {
  calendarEvents(from: $from, to: $to) { id title start end allDay classNames editable backgroundColor extendedProps } }`;

const ZONE = 'America/New_York';
const PER_DAY = 14; // hourly, 7:00 to 21:00 local
const DAYS_BACK = 1100;

const measure = async (run: () => Promise<unknown>, requests: number, warmUp = 20) => {
  for (let i = 0; i < warmUp; i++) await run();
  const latencies: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    await run();
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  return { p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95) };
};

export const benchProCalendar = async (backend: BenchBackend, total = 20_000, requests = 300) => {
  const server = await startServer({ port: 0, demo: false, quiet: true, databaseUrl: backend.databaseUrl });
  const pro = await new HttpClient(server.url).init();
  await pro.gql(`mutation($input: SignUpInput!) { signUp(input: $input) { result } }`, {
    input: { name: 'Bench Pro', email: 'calendar-bench@example.com', password: 'bench-password', practiceName: 'Calendar Bench' },
  });
  const practice = (await pro.gql(`{ currentPractice { id services { id name timeLength amountCents } locations { id name kind } } }`, {})).currentPractice;
  const service = practice.services[0];
  const location = { locationId: practice.locations[0].id, name: practice.locations[0].name, kind: practice.locations[0].kind, timeZone: ZONE };
  const start = DateTime.now().setZone(ZONE).startOf('day').minus({ days: DAYS_BACK });
  const metadata = { occurredAt: new Date().toISOString(), practiceId: practice.id, actor: { kind: 'system', id: 'bench' } };
  const appends: StreamAppend[] = Array.from({ length: total }, (_, i) => {
    const at = start.plus({ days: Math.floor(i / PER_DAY) }).set({ hour: 7 + (i % PER_DAY) });
    const appointmentId = randomUUID();
    const data = {
      appointmentId, practiceId: practice.id, instantActionToken: randomBytes(24).toString('base64url'),
      client: { clientId: randomUUID(), firstName: `Client${i % 500}`, lastName: 'Bench', email: `client${i % 500}@example.com`, phone: '+12125550100' },
      services: [{ serviceId: service.id, name: service.name, timeLength: 60, amountCents: service.amountCents, addOn: false }],
      location, startsAt: at.toUTC().toISO(), endsAt: at.plus({ hours: 1 }).toUTC().toISO(), timeZone: ZONE,
      amountCents: service.amountCents, bookedBy: 'pro', source: 'web', practitionerNote: null, series: null,
    };
    return {
      streamId: `appointment-${appointmentId}`,
      expectedRevision: 'no_stream',
      events: [
        { eventId: randomUUID(), type: 'AppointmentRequested', data, metadata },
        { eventId: randomUUID(), type: 'AppointmentAccepted', data: { appointmentId, acceptedBy: 'pro' }, metadata },
      ],
    };
  });
  let last = null;
  for (let i = 0; i < appends.length; i += 500) {
    const results = await server.persistence.store.appendToStreams(appends.slice(i, i + 500));
    last = results[results.length - 1].position;
  }
  // Each appointment holds its time on the practice's schedule stream, as bookings do.
  const holds = appends.map((a) => {
    const data = a.events[0].data as { appointmentId: string; startsAt: string; endsAt: string };
    return { eventId: randomUUID(), type: 'SlotReserved', data: { appointmentId: data.appointmentId, startsAt: data.startsAt, endsAt: data.endsAt }, metadata };
  });
  for (let i = 0; i < holds.length; i += 2000) {
    last = (await server.persistence.store.appendToStream(`schedule-${practice.id}`, 'any', holds.slice(i, i + 2000))).position;
  }
  const loadStarted = performance.now();
  await server.persistence.runner.waitFor(last, ['appointment-details', 'personal-events'], 600_000);
  const projectSeconds = (performance.now() - loadStarted) / 1000;
  // The loading wait outlasts the server's keep-alive: the first call may meet a closed pooled socket.
  const reader = new HttpClient(server.url);
  for (let attempt = 1; ; attempt++) {
    try {
      await reader.init();
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
  await reader.gql(`mutation($email: String!, $password: String!) { logIn(email: $email, password: $password) { result } }`, {
    email: 'calendar-bench@example.com', password: 'bench-password',
  });
  const weekStart = DateTime.now().setZone(ZONE).startOf('week').plus({ weeks: 1 });
  const range = { from: weekStart.toISO(), to: weekStart.plus({ weeks: 1 }).toISO() };
  const inWeek = (await reader.gql(PRO_CALENDAR, range)).practiceAppointments.length;
  const calendar = await measure(() => reader.gql(PRO_CALENDAR, range), requests);
  const events = await measure(() => reader.gql(PRO_CALENDAR_EVENTS, range), requests);
  // The pro books at 22:00 on coming days (free): the decision loads the 20,000-hold schedule stream.
  const clientId = (await reader.gql(`mutation($client: NewClientInput!) { createClient(client: $client) { client { id } } }`, {
    client: { firstName: 'Bench', lastName: 'Client', phone: '(212) 555-0199' },
  })).createClient.client.id;
  let day = 0;
  const bookings = await measure(async () => {
    const at = DateTime.now().setZone(ZONE).startOf('day').plus({ days: ++day }).set({ hour: 22 });
    const res = await reader.gql(`mutation($s: [AppointmentServiceInput!]!, $l: ID!, $from: DateTime!, $to: DateTime!, $c: ID) {
      proCreateAppointment(appointmentServices: $s, locationId: $l, startsAt: $from, endsAt: $to, clientId: $c) { result errors } }`, {
      s: [{ serviceId: service.id, amountCents: 100 }], l: location.locationId, from: at.toISO(), to: at.plus({ minutes: 45 }).toISO(), c: clientId,
    });
    if (res.proCreateAppointment.result !== 'success') throw new Error(JSON.stringify(res.proCreateAppointment.errors));
  }, 40, 5);
  await server.close();
  return { total, inWeek, requests, projectSeconds, calendar, events, bookings };
};
