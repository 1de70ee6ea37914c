// What the story component shows, as the API answers it (issue 19 contract).
// TEMPORARY hand types until the schema has the support types; then derived from the generated queries.
export interface SnapshotRow { field: string; value: string }
export interface SnapshotView { revision: number; at: string; status: string; startsAtLocal: string; clientName: string; rows: SnapshotRow[] }
export interface SnapshotChange { field: string; before: string | null; after: string | null }
export interface StoryEntry {
  eventId: string;
  revision: number;
  type: string;
  occurredAt: string;
  occurredAtLocal: string;
  summary: string;
  actor: unknown;
  correlationId: string | null;
  origin: { ip: string | null; userAgent: string | null } | null;
  changes: SnapshotChange[];
  after: SnapshotView | null;
  data: unknown;
  email: { to: string; subject: string; html: string | null; text: string | null; ics: string | null } | null;
  payment: { provider: string | null; idempotencyKey: string | null; providerReference: string | null; transactionId: string | null } | null;
}
export interface SupportNote { eventId: string; at: string; atLocal: string; note: string; supportName: string | null }
export interface AppointmentStory {
  appointmentId: string;
  practiceId: string;
  practiceName: string;
  currency: string;
  timeZone: string;
  clientToken: string | null;
  entries: StoryEntry[];
  notes: SupportNote[];
}
export interface AppointmentHit {
  appointmentId: string;
  practiceName: string;
  clientName: string;
  services: string;
  startsAtLocal: string;
  state: string;
}
export interface ScheduleChange { at: string; atLocal: string; summary: string; streamId: string; appointmentId: string | null }
export interface RelatedMessage { at: string; atLocal: string; channel: string; to: string; subject: string | null; status: string; eventId: string }
export interface AppointmentRelated { clientAppointments: AppointmentHit[]; scheduleChanges: ScheduleChange[]; messages: RelatedMessage[] }
