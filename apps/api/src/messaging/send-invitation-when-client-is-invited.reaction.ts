// The invite wizard promises invitations: a client the pro imported (ClientCreated with clientType
// 'invited') gets an e-mail with the practice's public booking page, recorded as InvitationSent on
// the client's stream (at least once sent, exactly once recorded: see SentEmails). A client
// deleted before the invitation went out gets none. A large import's invitations go out at a
// steady pace (see SendPace).
import { Inject, Injectable } from '@nestjs/common';
import { evolveClient, initialClientState, type ClientCreatedData, type ClientStreamEvent, type InvitationSentData } from '#app/clients';
import { defineReaction, NOTHING_DONE, type ReactionDefinition } from '#app/es';
import type { EventStore, RecordedEvent } from '#app/eventstore';
import { composeInvitation } from '#app/messaging';
import { EVENT_STORE } from '#app/persistence';
import { loadMessagePractice, type MessagePractice } from './message-practice.js';
import { MESSAGING_SETTINGS, type MessagingSettings } from './messaging-settings.js';
import { SendPace } from './send-pace.js';
import { SentEmails } from './sent-emails.js';

/** 20 invitations a second at most. */
const INVITATION_INTERVAL_MS = 50;
const PRACTICE_FRESH_MS = 1_000;

@Injectable()
export class SendInvitationWhenClientIsInvited {
  readonly reaction: ReactionDefinition = defineReaction({
    name: 'send-client-invitations',
    eventTypes: ['ClientCreated'],
    // A first deployment onto an existing log must not invite every client imported before.
    firstRun: 'end-of-log',
    react: (event) => this.react(event),
  });

  private readonly pace = new SendPace(INVITATION_INTERVAL_MS);
  /** The practice read for the previous invitation: an import's hundreds share one read a second. */
  private lastPractice: { practiceId: string; readAt: number; practice: MessagePractice } | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
    private readonly sent: SentEmails,
  ) {}

  async react(event: RecordedEvent): Promise<void | typeof NOTHING_DONE> {
    const created = event.data as unknown as ClientCreatedData;
    if (created.clientType !== 'invited' || !created.email) return NOTHING_DONE; // booked and added clients are not invited (the event's own data)
    const stream = await this.store.readStream(event.streamId);
    const client = stream.map((e) => ({ type: e.type, data: e.data }) as ClientStreamEvent).reduce(evolveClient, initialClientState());
    if (client.status !== 'active') return;
    const practice = await this.practice(created.practiceId);
    // To the address and name of the import: the invitation answers that row, on every replay alike.
    const invitation = composeInvitation({
      client: { firstName: created.firstName, lastName: created.lastName, email: created.email },
      practice,
      practitioner: practice.practitioner,
      baseUrl: this.settings.publicBaseUrl,
    });
    const { template, to, replyTo, subject, text, html, bookingUrl } = invitation;
    await this.sent.sendOnce(
      { template, to, replyTo, subject, text, html },
      {
        streamId: event.streamId,
        recordedIds: new Set(stream.map((e) => e.eventId)),
        practiceId: created.practiceId,
        cause: event,
        event: ({ messageId, sentVia }) => {
          const data: InvitationSentData = { clientId: created.clientId, messageId, to: to.email, subject, template, text, html, bookingUrl, sentVia, causationEventId: event.eventId };
          return { type: 'InvitationSent', data: { ...data } };
        },
      },
      this.pace,
    );
  }

  private async practice(practiceId: string): Promise<MessagePractice> {
    const last = this.lastPractice;
    if (last?.practiceId === practiceId && Date.now() - last.readAt < PRACTICE_FRESH_MS) return last.practice;
    const practice = await loadMessagePractice(this.store, practiceId);
    this.lastPractice = { practiceId, readAt: Date.now(), practice };
    return practice;
  }
}
