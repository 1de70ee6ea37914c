// Rebuilds the appointment-details projection over 100,000 events (50,000 requested + accepted).
import { randomUUID } from 'node:crypto';
import { openPersistence } from '#app/persistence';
import type { BenchBackend } from './bench-databases.js';

const requested = (i: number) => {
  const appointmentId = randomUUID();
  const startsAt = new Date(Date.UTC(2027, 0, 1) + i * 3_600_000).toISOString();
  return {
    appointmentId,
    events: [
      {
        eventId: randomUUID(),
        type: 'AppointmentRequested',
        data: {
          appointmentId, practiceId: `practice-${i % 20}`, instantActionToken: randomUUID().replace(/-/g, ''),
          client: { clientId: randomUUID(), firstName: 'Bench', lastName: `Client ${i}`, email: `c${i}@example.com`, phone: '+12125550100' },
          services: [{ serviceId: 's', name: 'Massage', timeLength: 60, amountCents: 9000, addOn: false }],
          location: { locationId: 'l', name: 'Studio', kind: 'office', timeZone: 'America/New_York' },
          startsAt, endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString(), timeZone: 'America/New_York',
          amountCents: 9000, bookedBy: 'client', source: 'web',
        },
        metadata: { occurredAt: new Date().toISOString(), actor: { kind: 'visitor', id: 'bench' } },
      },
      { eventId: randomUUID(), type: 'AppointmentAccepted', data: { appointmentId, acceptedBy: 'pro' }, metadata: { occurredAt: new Date().toISOString() } },
    ],
  };
};

export const benchRebuild = async (backend: BenchBackend, appointments = 50_000) => {
  const persistence = await openPersistence({ databaseUrl: backend.databaseUrl });
  for (let i = 0; i < appointments; i += 250) {
    const batch = Array.from({ length: Math.min(250, appointments - i) }, (_, j) => requested(i + j));
    await persistence.store.appendToStreams(batch.map((b) => ({ streamId: `appointment-${b.appointmentId}`, expectedRevision: 'no_stream' as const, events: b.events })));
  }
  const started = performance.now();
  const { events } = await persistence.runner.rebuild('appointment-details');
  const seconds = (performance.now() - started) / 1000;
  const docs = await persistence.documents.collection('appointments').count();
  await persistence.close();
  return { events, seconds, perSecond: events / seconds, documents: docs };
};
