// Reads a practice's website settings from its own small stream (as the referral reader does):
// the settings page reads what it just saved, and the public page reads one stream per visit.
import { Inject, Injectable } from '@nestjs/common';
import { loadState } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceStreamId, type PracticeState } from '#app/practice';
import { websiteDecider, websiteStreamId, type WebsiteState } from '#app/website';
import type { PracticeScripts, WebsiteMetadata } from './website.models.js';

@Injectable()
export class WebsiteReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  state(practiceId: string): Promise<WebsiteState> {
    return loadState(this.store, websiteStreamId(practiceId), websiteDecider).then((loaded) => loaded.state);
  }

  practice(practiceId: string): Promise<PracticeState> {
    return loadState(this.store, practiceStreamId(practiceId), practiceDecider).then((loaded) => loaded.state);
  }

  async metadata(practiceId: string): Promise<WebsiteMetadata> {
    return { id: practiceId, ...(await this.state(practiceId)).metadata };
  }

  async scripts(practiceId: string): Promise<PracticeScripts> {
    return { id: practiceId, ...(await this.state(practiceId)).scripts };
  }
}
