// Reads the calendar's read models by practice and time range. Appointments are at most 24 hours
// long, so "overlaps [from, to)" is a start in [from - 24 h, to) on the startsAt index, then ends > from.
import { Inject, Injectable } from '@nestjs/common';
import type { AppointmentDocument, PersonalEventDocument } from '#projections';
import type { Persistence } from '../infrastructure/persistence.js';
import { PERSISTENCE } from '../infrastructure/tokens.js';
import type { TimeRange } from './calendar-range.js';

const LONGEST_APPOINTMENT_MS = 24 * 3_600_000;

@Injectable()
export class CalendarReader {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  get appointments() {
    return this.persistence.documents.collection<AppointmentDocument>('appointments');
  }

  get personalEventDocs() {
    return this.persistence.documents.collection<PersonalEventDocument>('personal_events');
  }

  /** Appointments overlapping the range, declined ones left out, soonest first. */
  async appointmentsBetween(practiceId: string, range: TimeRange): Promise<AppointmentDocument[]> {
    const earliest = new Date(Date.parse(range.from) - LONGEST_APPOINTMENT_MS).toISOString();
    const docs = await this.appointments.find({
      filter: { practiceId, startsAt: { $gte: earliest, $lt: range.to } },
      sort: [{ field: 'startsAt', order: 'asc' }],
    });
    return docs.filter((d) => d.endsAt > range.from && d.state !== 'declined');
  }

  /** Appointments that still hold their time (pending or approved) overlapping the range. */
  async liveAppointmentsBetween(practiceId: string, range: TimeRange): Promise<AppointmentDocument[]> {
    return (await this.appointmentsBetween(practiceId, range)).filter((d) => d.state === 'pending' || d.state === 'approved');
  }

  async personalEvents(practiceId: string, range: TimeRange): Promise<PersonalEventDocument[]> {
    return this.personalEventDocs.find({
      filter: { practiceId, startsAt: { $lt: range.to }, endsAt: { $gt: range.from } },
      sort: [{ field: 'startsAt', order: 'asc' }],
      limit: 2000,
    });
  }
}
