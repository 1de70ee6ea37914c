// The group events' reactions (the registrants' e-mails), started by bootstrap like every host.
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '#app/eventstore';
import { DATABASE, EVENT_STORE } from '#app/persistence';
import type { SqlClient } from '#app/postgres';
import { ReactionsHost } from '../../infrastructure/reactions-host.js';
import { SendEventRegistrationEmails } from './send-event-registration-emails.reaction.js';

@Injectable()
export class GroupEventReactions extends ReactionsHost {
  constructor(@Inject(DATABASE) db: SqlClient, @Inject(EVENT_STORE) store: EventStore, emails: SendEventRegistrationEmails) {
    super('GroupEvents', db, store, [emails.reaction]);
  }
}
