// Reads a practice's referral from its own stream (one small stream per practice), not from a
// read model: the page reads the code right after ensurePractitionerReferral created it, and the
// CLI prints what it just recorded. The lifer flag comes from the practice stream the same way.
import { Inject, Injectable } from '@nestjs/common';
import { loadState } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceFlagsOf, practiceStreamId } from '#app/practice';
import { practitionerReferralDecider, practitionerReferralStreamId, type PractitionerReferralState } from '#app/referrals';
import type { PractitionerReferral } from './referrals.models.js';
import { toPractitionerReferral } from './practitioner-referral-view.js';

@Injectable()
export class PractitionerReferralReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  state(practiceId: string): Promise<PractitionerReferralState> {
    return loadState(this.store, practitionerReferralStreamId(practiceId), practitionerReferralDecider).then((loaded) => loaded.state);
  }

  async isLifer(practiceId: string): Promise<boolean> {
    const { state } = await loadState(this.store, practiceStreamId(practiceId), practiceDecider);
    return state.status === 'active' && practiceFlagsOf(state.flags).liferEnabled;
  }

  async referral(practiceId: string): Promise<PractitionerReferral> {
    const [state, isLifer] = await Promise.all([this.state(practiceId), this.isLifer(practiceId)]);
    return toPractitionerReferral(state, isLifer);
  }
}
