// The support console's answers made from the library's story and the read models: pure mappings,
// so the resolvers and the exports say the same thing. Who may see what (origin, notes, the
// client link) is decided here by `withSupportDetails`, never left to the page.
import type { RecordedEvent } from '#app/eventstore';
import { formatInZone, snapshotRows, storyData, storyEmail, storyPayment, type AppointmentSnapshot, type StoryEntry, type StoryEvent } from '#app/support';
import type { AppointmentDocument, PracticeDocument } from '#projections';
import type { AppointmentSnapshotView, StoryEntryView, SupportNoteView } from './appointment-story.models.js';
import type { SupportAppointmentHit } from './support-search.models.js';

/** An event of the store as the story library reads it. */
export const toStoryEvent = (e: RecordedEvent): StoryEvent => ({
  eventId: e.eventId,
  revision: Number(e.streamRevision),
  type: e.type,
  data: e.data,
  metadata: e.metadata,
  occurredAt: String(e.metadata.occurredAt ?? e.recordedAt),
});

export const snapshotView = (s: AppointmentSnapshot, currency: string): AppointmentSnapshotView => ({
  revision: s.revision,
  at: s.at,
  status: s.status,
  startsAt: s.startsAt,
  endsAt: s.endsAt,
  timeZone: s.timeZone,
  startsAtLocal: formatInZone(s.startsAt, s.timeZone),
  locationName: s.locationName,
  clientName: s.clientName,
  services: s.services,
  amountCents: s.amountCents,
  paymentStatus: s.paymentStatus,
  paidCents: s.paidCents,
  tipAmountCents: s.tipAmountCents,
  cardLast4: s.cardLast4,
  practitionerNote: s.practitionerNote,
  rows: snapshotRows(s, currency),
});

export interface StoryViewOptions {
  timeZone: string;
  currency: string;
  /** Support sees the request's origin, the notes and the client link; the pro does not. */
  withSupportDetails: boolean;
}

export const entryView = ({ event, summary, changes, after }: StoryEntry, { timeZone, currency, withSupportDetails }: StoryViewOptions): StoryEntryView => {
  const origin = event.metadata.origin as { ip?: string; userAgent?: string } | undefined;
  return {
    eventId: event.eventId,
    revision: event.revision,
    type: event.type,
    occurredAt: event.occurredAt,
    occurredAtLocal: formatInZone(event.occurredAt, timeZone),
    summary,
    actor: event.metadata.actor ?? null,
    correlationId: typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : null,
    origin: withSupportDetails && origin ? { ip: origin.ip ?? null, userAgent: origin.userAgent ?? null } : null,
    changes,
    after: after ? snapshotView(after, currency) : null,
    data: storyData(event),
    email: storyEmail(event),
    payment: storyPayment(event),
  };
};

export const noteView = (e: StoryEvent, timeZone: string): SupportNoteView => ({
  eventId: e.eventId,
  at: e.occurredAt,
  atLocal: formatInZone(e.occurredAt, timeZone),
  note: String(e.data.note ?? ''),
  supportName: (e.metadata.actor as { name?: string } | undefined)?.name ?? null,
});

export const appointmentHit = (doc: AppointmentDocument, practice: PracticeDocument | undefined): SupportAppointmentHit => ({
  appointmentId: doc.id,
  practiceId: doc.practiceId,
  practiceName: practice?.name ?? '',
  shortLink: practice?.shortLink ?? null,
  clientName: `${doc.client.firstName} ${doc.client.lastName}`.trim(),
  clientEmail: doc.client.email,
  clientPhone: doc.client.phone || null,
  services: doc.services.map((s) => s.name).join(', '),
  startsAt: doc.startsAt,
  timeZone: doc.timeZone,
  startsAtLocal: formatInZone(doc.startsAt, doc.timeZone),
  state: doc.state,
});
