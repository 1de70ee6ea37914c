// The registrant's e-mails about a group event, each with its calendar attachment: the
// confirmation (a paid visitor's once the charge succeeded), a cancellation (they cancelled, or
// the practice removed them; a failed payment's is not mailed: that visitor is told on the page),
// the event's new time, and the event's deletion, to every registrant still holding a seat.
// Each is recorded as EmailSent on the registration's own mail stream
// (`eventRegistrationEmails-<registrationId>`), which the mailbox shows (SentEmails: at least once
// sent, exactly once recorded).
import { Inject, Injectable } from '@nestjs/common';
import { defineReaction, type ReactionDefinition } from '#app/es';
import { loadState } from '#app/es-runtime';
import type { EventStore, RecordedEvent } from '#app/eventstore';
import { clientDecider, clientStreamId } from '#app/clients';
import { bookableEventDecider, type BookableEventEvent, type BookableEventState, type Registration } from '#app/group-events';
import type { MailerKind } from '#app/integrations';
import { composeEventRegistrationMessage, type EventRegistrationMessageKind } from '#app/messaging';
import { EVENT_STORE } from '#app/persistence';
import { loadMessagePractice } from '../../messaging/message-practice.js';
import { MESSAGING_SETTINGS, type MessagingSettings } from '../../messaging/messaging-settings.js';
import { SentEmails } from '../../messaging/sent-emails.js';

export const eventRegistrationEmailsStreamId = (registrationId: string): string => `eventRegistrationEmails-${registrationId}`;

const EVENT_TYPES = ['ClientRegisteredForEvent', 'RegistrationPaymentSucceeded', 'EventRegistrationCancelled', 'BookableEventChanged', 'BookableEventDeleted'];

type Live = Exclude<BookableEventState, { status: 'none' }>;

/** Who hears what about `event`, given the event's state right after it. */
const recipientsOf = (event: BookableEventEvent, state: Live): Array<{ registration: Registration; kind: EventRegistrationMessageKind }> => {
  const find = (registrationId: string) => state.registrations.find((r) => r.registrationId === registrationId);
  const active = state.registrations.filter((r) => r.status === 'active');
  switch (event.type) {
    case 'ClientRegisteredForEvent': {
      const registration = find(event.data.registrationId);
      // A visitor's paid registration is confirmed once its charge succeeded.
      if (!registration || (registration.by === 'client' && registration.amountCents > 0)) return [];
      return [{ registration, kind: 'registered' }];
    }
    case 'RegistrationPaymentSucceeded': {
      const registration = find(event.data.registrationId);
      if (!registration || registration.by !== 'client' || registration.status !== 'active') return [];
      return [{ registration, kind: 'registered' }];
    }
    case 'EventRegistrationCancelled': {
      const registration = find(event.data.registrationId);
      if (!registration || event.data.by === 'payment_failed') return [];
      return [{ registration, kind: event.data.by === 'client' ? 'cancelled_by_client' : 'removed_by_practice' }];
    }
    case 'BookableEventChanged': {
      const { previous, startsAt, endsAt, allDay, timeZone } = event.data;
      const moved = previous.startsAt !== startsAt || previous.endsAt !== endsAt || previous.allDay !== allDay || previous.timeZone !== timeZone;
      return moved && state.status === 'scheduled' ? active.map((registration) => ({ registration, kind: 'time_changed' as const })) : [];
    }
    case 'BookableEventDeleted':
      return active.map((registration) => ({ registration, kind: 'event_cancelled' as const }));
    default:
      return [];
  }
};

@Injectable()
export class SendEventRegistrationEmails {
  readonly reaction: ReactionDefinition = defineReaction({
    name: 'send-event-registration-emails',
    eventTypes: EVENT_TYPES,
    firstRun: 'end-of-log',
    react: (event) => this.react(event),
  });

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
    private readonly sent: SentEmails,
  ) {}

  async react(recorded: RecordedEvent): Promise<void> {
    if (!recorded.streamId.startsWith('bookableEvent-')) return;
    // The event's state right after this event (later events must not change what it says).
    const stream = (await this.store.readStream(recorded.streamId)).filter((e) => e.streamRevision <= recorded.streamRevision);
    const state = stream.reduce<BookableEventState>(
      (s, e) => bookableEventDecider.evolve(s, { type: e.type, data: e.data } as BookableEventEvent),
      bookableEventDecider.initialState(),
    );
    if (state.status === 'none') return;
    const event = { type: recorded.type, data: recorded.data } as BookableEventEvent;
    const recipients = recipientsOf(event, state);
    if (recipients.length === 0) return;
    const practice = await loadMessagePractice(this.store, state.practiceId);
    const previous = event.type === 'BookableEventChanged' ? event.data.previous : undefined;
    for (const { registration, kind } of recipients) {
      const { state: client } = await loadState(this.store, clientStreamId(registration.clientId), clientDecider);
      if (client.status === 'none' || !client.profile.email) continue;
      const message = composeEventRegistrationMessage({
        kind,
        registration: { registrationId: registration.registrationId, token: registration.token },
        event: state,
        client: { firstName: client.profile.firstName, lastName: client.profile.lastName, email: client.profile.email },
        practice: { name: practice.name },
        practitioner: practice.practitioner,
        baseUrl: this.settings.publicBaseUrl,
        uidDomain: this.settings.domain,
        sequence: Number(recorded.streamRevision),
        stampedAt: String(recorded.metadata.occurredAt ?? recorded.recordedAt),
        previous,
      });
      const mailStream = eventRegistrationEmailsStreamId(registration.registrationId);
      const recordedIds = new Set((await this.store.readStream(mailStream)).map((e) => e.eventId));
      const { template, to, replyTo, subject, text, html, ics } = message;
      await this.sent.sendOnce(
        { template, to, replyTo, subject, text, html, calendar: ics },
        {
          streamId: mailStream,
          recordedIds,
          practiceId: state.practiceId,
          cause: recorded,
          event: ({ messageId, sentVia }: { messageId: string; sentVia: MailerKind }) => ({
            type: 'EmailSent',
            data: {
              // Not about an appointment: the mailbox lists it under the registration's mail stream.
              appointmentId: null,
              bookableEventId: state.bookableEventId,
              registrationId: registration.registrationId,
              clientId: registration.clientId,
              messageId,
              to: to.email,
              subject,
              template,
              text,
              html,
              ics: ics.content,
              sentVia,
              causationEventId: recorded.eventId,
            },
          }),
        },
      );
    }
  }
}
