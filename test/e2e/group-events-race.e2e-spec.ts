// 30 visitors race for the last 3 seats of a group event: exactly 3 registrations succeed, the
// rest are told the event is full (the seats are decided on the event's stream; a registration
// that lost the race re-decides on its new revision). Runs on PGlite in npm test and on the
// PostgreSQL server in CI (startTestServer picks the database).
import { randomUUID } from 'node:crypto';
import { newCommandContext, type Decider } from '#app/es';
import { handleCommand, storeLoader } from '#app/es-runtime';
import { bookableEventDecider, bookableEventStreamId, eventTypeDecider, eventTypeStreamId, GroupEventMessages as M } from '#app/group-events';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { newClient, startTestServer } from '../support/test-server.js';
import { signUpWithGroupEvents } from '../support/practice-flags.js';

const REGISTER = `mutation($bookableEventId: ID!, $firstName: String!, $lastName: String!, $email: String!) {
  registerForBookableEvent(bookableEventId: $bookableEventId, firstName: $firstName, lastName: $lastName, email: $email) { result errors token paymentStatus } }`;

const decide = async <C, S>(streamId: string, practiceId: string, decider: Decider<C, any, S>, command: C) => {
  const ctx = newCommandContext({ kind: 'pro', id: 'test-pro', name: 'Sam Rivera' }, new Date());
  const outcome = await handleCommand(server.persistence.store, ctx, { streamId, practiceId, decider, command });
  if (!(await server.persistence.runner.waitFor(outcome.position, undefined, 5000))) throw new Error('projections did not catch up');
};

/** A type (capacity 5, free) and one date of it two days from now. */
const scheduledEvent = async (practiceId: string) => {
  const bookableEventTypeId = randomUUID();
  await decide(eventTypeStreamId(bookableEventTypeId), practiceId, eventTypeDecider, {
    type: 'SaveEventType',
    input: { bookableEventTypeId, practiceId, name: 'Popular Class', location: '12 Elm St', capacity: 5, amountCents: 0, duration: 60, durationUnit: 'minute', slug: 'popular' },
  });
  const eventType = await storeLoader(server.persistence.store).load(eventTypeStreamId(bookableEventTypeId), eventTypeDecider);
  const bookableEventId = randomUUID();
  const startsAt = new Date(Date.now() + 50 * 3_600_000);
  startsAt.setUTCMinutes(0, 0, 0);
  await decide(bookableEventStreamId(bookableEventId), practiceId, bookableEventDecider, {
    type: 'SaveBookableEvent',
    input: { bookableEventId, practiceId, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(), allDay: false, timeZone: 'America/New_York' },
    eventType,
  });
  return bookableEventId;
};

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ publicCallsPerMinute: 10_000 });
});
afterAll(async () => server?.close());

it('30 visitors for the last 3 seats: exactly 3 get in, 27 are told the event is full', async () => {
  const { practice } = await signUpWithGroupEvents(server);
  const eventId = await scheduledEvent(practice.id);
  const early = await newClient(server);
  for (const n of [1, 2]) {
    const res = await early.gql(REGISTER, { bookableEventId: eventId, firstName: 'Early', lastName: `Bird${n}`, email: `early${n}@example.com` });
    expect(res.data.registerForBookableEvent.result).toBe('success');
  }
  const visitors = await Promise.all(Array.from({ length: 30 }, () => newClient(server)));
  const answers = await Promise.all(
    visitors.map((v, i) => v.gql(REGISTER, { bookableEventId: eventId, firstName: 'Racer', lastName: `No${i}`, email: `racer${i}@example.com` }).then((r) => r.data.registerForBookableEvent)),
  );
  const won = answers.filter((a) => a.result === 'success');
  expect(won).toHaveLength(3);
  expect(answers.filter((a) => a.result !== 'success').map((a) => a.errors)).toEqual(Array(27).fill([M.eventFull]));
  const state = await storeLoader(server.persistence.store).load(bookableEventStreamId(eventId), bookableEventDecider);
  expect(state.status === 'none' ? [] : state.registrations.filter((r) => r.status === 'active')).toHaveLength(5);
});
