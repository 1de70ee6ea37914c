// Whether a support person is a lead: read from their account's stream (the session says only
// that they are support), so a lead flag given or taken counts from the next request.
import { Inject, Injectable } from '@nestjs/common';
import { accountDecider, accountStreamId, isSupportLead } from '#app/access';
import { loadState } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';

@Injectable()
export class SupportLeadCheck {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async isLead(accountId: string): Promise<boolean> {
    return isSupportLead((await loadState(this.store, accountStreamId(accountId), accountDecider)).state);
  }
}
