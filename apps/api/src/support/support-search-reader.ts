// Finds appointments by what support pasted (parseSupportSearch's key), across every practice,
// newest start first, each with its practice's name.
import { Injectable } from '@nestjs/common';
import type { SupportSearchKey } from '#app/support';
import { MAX_SUPPORT_HITS, SupportSearchQuery, type AppointmentDocument } from '#projections';
import type { SupportAppointmentHit } from './support-search.models.js';
import { appointmentHit } from './support-views.js';

@Injectable()
export class SupportSearchReader {
  constructor(private readonly query: SupportSearchQuery) {}

  private async documents(key: SupportSearchKey): Promise<AppointmentDocument[]> {
    switch (key.kind) {
      case 'appointmentId':
        return this.query.byAppointmentId(key.value);
      case 'token': {
        // A long short link with a digit reads like a token: no appointment holds it, so try practices.
        const byToken = await this.query.byToken(key.value);
        return byToken.length ? byToken : this.documents({ kind: 'practice', value: key.value.toLowerCase() });
      }
      case 'email':
        return this.query.byClientEmail(key.value);
      case 'phone':
        return this.query.byClientPhone(key.value);
      case 'practice':
        return this.query.ofPractices((await this.query.practicesMatching(key.value)).map((p) => p.id));
    }
  }

  async find(key: SupportSearchKey): Promise<SupportAppointmentHit[]> {
    return this.hits((await this.documents(key)).slice(0, MAX_SUPPORT_HITS));
  }

  /** The appointments as hits, with their practices' names. */
  async hits(docs: AppointmentDocument[]): Promise<SupportAppointmentHit[]> {
    const practices = await this.query.practicesById(docs.map((d) => d.practiceId));
    return docs.map((d) => appointmentHit(d, practices.get(d.practiceId)));
  }
}
