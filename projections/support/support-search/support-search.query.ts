// What the support search reads (issue 19 item 1), across every practice: appointments by id, by
// their client link's token, by the client's e-mail or phone (as the booking stored them: e-mail
// lower-cased, phone E.164), and a practice by short link or part of its name; newest start first,
// at most 50. E-mail and phone are not indexed: support searches are rare and a scan of the
// appointments is cheaper than an index every booking pays for. It reads other read models'
// collections, so it is not one of readModelQueries (one reader per collection): the support
// module builds it over the document store.
import type { DocumentCollection, DocumentStore, Filter } from '#app/readstore';
import type { AppointmentDocument } from '../../appointments/appointment-details/appointment-document.js';
import { appointmentDetailsProjection } from '../../appointments/appointment-details/appointment-details.projection.js';
import { practicesProjection, type PracticeDocument } from '../../practice/practices/practices.projection.js';

export const MAX_SUPPORT_HITS = 50;
const NEWEST_START_FIRST = [{ field: 'startsAt', order: 'desc' as const }];

export class SupportSearchQuery {
  private readonly appointments: DocumentCollection<AppointmentDocument>;
  private readonly practices: DocumentCollection<PracticeDocument>;

  constructor(documents: DocumentStore) {
    this.appointments = documents.collection<AppointmentDocument>(appointmentDetailsProjection.collection);
    this.practices = documents.collection<PracticeDocument>(practicesProjection.collection);
  }

  private newest(filter: Filter, limit = MAX_SUPPORT_HITS): Promise<AppointmentDocument[]> {
    return this.appointments.find({ filter, sort: NEWEST_START_FIRST, limit });
  }

  async byAppointmentId(appointmentId: string): Promise<AppointmentDocument[]> {
    const doc = await this.appointments.get(appointmentId);
    return doc ? [doc] : [];
  }

  byToken(instantActionToken: string): Promise<AppointmentDocument[]> {
    return this.newest({ instantActionToken });
  }

  byClientEmail(email: string): Promise<AppointmentDocument[]> {
    return this.newest({ 'client.email': email.toLowerCase() });
  }

  /** `phone`: E.164. */
  byClientPhone(phone: string): Promise<AppointmentDocument[]> {
    return this.newest({ 'client.phone': phone });
  }

  /** Practices whose short link is the text or whose name contains it, any case. */
  practicesMatching(text: string): Promise<PracticeDocument[]> {
    return this.practices.find({ filter: { $or: [{ shortLink: text.toLowerCase() }, { name: { $contains: text } }] }, limit: MAX_SUPPORT_HITS });
  }

  ofPractices(practiceIds: string[]): Promise<AppointmentDocument[]> {
    return practiceIds.length ? this.newest({ practiceId: { $in: practiceIds } }) : Promise.resolve([]);
  }

  /** The client's other appointments in the practice, newest start first. */
  async ofClient(practiceId: string, clientId: string, exceptId: string): Promise<AppointmentDocument[]> {
    const docs = await this.newest({ practiceId, 'client.clientId': clientId }, MAX_SUPPORT_HITS + 1);
    return docs.filter((d) => d.id !== exceptId).slice(0, MAX_SUPPORT_HITS);
  }

  /** The practices of these ids, by id. */
  practicesById(practiceIds: string[]): Promise<Map<string, PracticeDocument>> {
    return this.practices.getMany([...new Set(practiceIds)]);
  }
}
