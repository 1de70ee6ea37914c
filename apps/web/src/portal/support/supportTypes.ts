// TEMPORARY hand types until the schema has the support types; then derived from the generated queries.
export interface SearchHit {
  appointmentId: string;
  practiceId: string;
  practiceName: string;
  shortLink: string | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  services: string;
  startsAt: string;
  timeZone: string;
  startsAtLocal: string;
  state: string;
}
export interface AuditEntry {
  id: string;
  at: string;
  supportAccountId: string;
  supportName: string;
  supportEmail: string;
  action: string;
  target: string;
  practiceId: string | null;
}
export interface AuditPage { total: number; items: AuditEntry[] }
