// The day-of job charging 5,000 due holds against the simulator: 5,000 confirmed appointments
// tomorrow in New York, each holding the same saved test card (events appended straight to the
// store, as a practice that has been booking for months would have them), then one pass of the
// job at 00:01 on their day. Counts at the simulator: successful charges, and any appointment
// charged under two keys (a double charge). Two runners pass at once in the second round.
import { DateTime } from 'luxon';
import { randomBytes, randomUUID } from 'node:crypto';
import { startServer } from '../../apps/api/src/bootstrap.js';
import { DayOfCharges } from '../../apps/api/src/payments/day-of-charges.job.js';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../apps/api/src/payments/payment-providers.js';
import { SIMULATOR_TABLE } from '#app/integrations';
import { DueChargesQuery } from '#projections';
import { CommandBus } from '@nestjs/cqrs';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import type { BenchBackend } from './bench-databases.js';
import { HttpClient } from './http-client.js';

const ZONE = 'America/New_York';

export interface DayOfChargesFigures {
  holds: number;
  seconds: number;
  perSecond: number;
  charged: number;
  doubleCharges: number;
  loadSeconds: number;
}

export const benchDayOfCharges = async (backend: BenchBackend, total = 5_000): Promise<DayOfChargesFigures> => {
  const clock = new AdjustableClock();
  const server = await startServer({ port: 0, demo: false, quiet: true, databaseUrl: backend.databaseUrl, clock, scheduledJobs: false });
  try {
    const pro = await new HttpClient(server.url).init();
    await pro.gql(`mutation($input: SignUpInput!) { signUp(input: $input) { result } }`, {
      input: { name: 'Bench Pro', email: 'day-of-bench@example.com', password: 'bench-password', practiceName: 'Day Of Bench' },
    });
    // Stripe connected on the simulator's page (which makes it the practice's card provider).
    const { url } = (await pro.gql(`mutation { startPaymentConnection(provider: "stripe") { url } }`, {})).startPaymentConnection;
    const session = String(url).split('/').pop();
    await pro.gql(`mutation($s: String!) { decideSimulatedConnection(session: $s, outcome: "complete") { result } }`, { s: session });
    await pro.gql(`mutation($s: String!) { finishPaymentConnection(provider: "stripe", session: $s) { result } }`, { s: session });
    await pro.gql(`mutation { updatePracticePaymentProvider(provider: "stripe") { result } }`, {});
    const practice = (await pro.gql(`{ currentPractice { id locations { id name kind timeZone } } }`, {})).currentPractice;
    const providers = server.app.get<PaymentProviders>(PAYMENT_PROVIDERS);
    const stripe = providers.simulated.stripe;
    // One saved test card (4242) for every client: the simulator checks the card, not who holds it.
    const { customerId } = await stripe.createCustomer({ email: 'bench@example.com', name: 'Bench', idempotencyKey: randomUUID() });
    const setup = await stripe.createCardSetup({ customerId, idempotencyKey: randomUUID() });
    await stripe.confirmSetup(setup.clientSecret, { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' });
    const saved = await stripe.completeCardSetup(setup.setupId);
    const card = { ...saved, provider: 'stripe' as const };

    const day = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 1 });
    const location = practice.locations[0];
    const metadata = { occurredAt: new Date().toISOString(), practiceId: practice.id, actor: { kind: 'system', id: 'bench' } };
    const loadStarted = performance.now();
    let last = null;
    for (let i = 0; i < total; i++) {
      const appointmentId = randomUUID();
      const startsAt = day.plus({ minutes: 7 * 60 + (i % 600) }).toUTC().toISO()!;
      const event = (type: string, data: Record<string, unknown>) => ({ eventId: randomUUID(), type, data, metadata });
      const requested = {
        appointmentId, practiceId: practice.id, instantActionToken: randomBytes(24).toString('base64url'),
        client: { clientId: randomUUID(), firstName: 'Bench', lastName: `Client ${i}`, email: `bench${i}@example.com`, phone: '+12125550101' },
        services: [{ serviceId: randomUUID(), name: 'Massage', timeLength: 60, amountCents: 9000, addOn: false }],
        location: { locationId: location.id, name: location.name, kind: location.kind, timeZone: ZONE },
        startsAt, endsAt: DateTime.fromISO(startsAt).plus({ hours: 1 }).toUTC().toISO(), timeZone: ZONE, amountCents: 9000,
        bookedBy: 'client', source: 'web', practitionerNote: null, series: null,
      };
      // The card is the client's default card too (a charge uses the default card), as saving it records.
      const appended = await server.persistence.store.appendToStreams([
        {
          streamId: `appointment-${appointmentId}`,
          expectedRevision: 'no_stream',
          events: [
            event('AppointmentRequested', requested),
            event('AppointmentAccepted', { appointmentId, acceptedBy: 'pro' }),
            event('PaymentCardSaved', { appointmentId, clientId: requested.client.clientId, card }),
            event('PaymentHoldPlaced', { appointmentId, transactionId: `${appointmentId}:appointment`, amountCents: 9000, currency: 'USD', chargeOn: day.toISODate(), card }),
          ],
        },
        { streamId: `client-${requested.client.clientId}`, expectedRevision: 'no_stream', events: [event('PaymentMethodSaved', { clientId: requested.client.clientId, card })] },
      ]);
      last = appended[appended.length - 1]!.position;
    }
    await server.persistence.runner.waitFor(last, undefined, 600_000);
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    const at = day.plus({ minutes: 1 }).toJSDate();
    clock.set(at);
    const before = await stripe.successfulCharges();
    // Two runners at once, as two API processes would run the schedule's tick.
    const other = new DayOfCharges(server.app.get(CommandBus), server.app.get(DueChargesQuery), clock, server.persistence.runner);
    const started = performance.now();
    await Promise.all([server.app.get(DayOfCharges).chargeDue(at), other.chargeDue(at)]);
    const seconds = (performance.now() - started) / 1000;
    const charged = (await stripe.successfulCharges()) - before;
    const doubles = await server.persistence.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM (SELECT split_part(idempotency_key, ':', 2) FROM ${SIMULATOR_TABLE}
        WHERE kind = 'charge' AND data->>'outcome' = 'succeeded' GROUP BY 1 HAVING count(*) > 1) d`,
    );
    return { holds: total, seconds, perSecond: charged / seconds, charged, doubleCharges: Number(doubles.rows[0].n), loadSeconds };
  } finally {
    await server.close();
  }
};
