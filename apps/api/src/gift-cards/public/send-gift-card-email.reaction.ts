// Once a gift card is sold, its code is e-mailed to the recipient (reply-to the buyer), recorded as
// EmailSent on the card's mail stream (`giftCardEmails-<giftCardId>`) so the pro's mailbox shows it.
import { Inject, Injectable } from '@nestjs/common';
import { defineReaction, type ReactionDefinition } from '#app/es';
import type { EventStore, RecordedEvent } from '#app/eventstore';
import type { GiftCardSoldData } from '#app/gift-cards';
import type { MailerKind } from '#app/integrations';
import { EVENT_STORE } from '#app/persistence';
import { loadMessagePractice } from '../../messaging/message-practice.js';
import { MESSAGING_SETTINGS, type MessagingSettings } from '../../messaging/messaging-settings.js';
import { SentEmails } from '../../messaging/sent-emails.js';
import { composeGiftCardEmail } from './gift-card-email.js';

export const giftCardEmailsStreamId = (giftCardId: string): string => `giftCardEmails-${giftCardId}`;

@Injectable()
export class SendGiftCardEmail {
  readonly reaction: ReactionDefinition = defineReaction({
    name: 'send-gift-card-email',
    eventTypes: ['GiftCardSold'],
    firstRun: 'end-of-log',
    react: (event) => this.react(event),
  });

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
    private readonly sent: SentEmails,
  ) {}

  async react(recorded: RecordedEvent): Promise<void> {
    const sale = recorded.data as unknown as GiftCardSoldData;
    const practice = await loadMessagePractice(this.store, sale.practiceId);
    const bookingUrl = `${this.settings.publicBaseUrl.replace(/\/+$/, '')}/${encodeURIComponent(practice.shortLink)}`;
    const { template, subject, text, html } = composeGiftCardEmail(sale, { name: practice.name, bookingUrl });
    const to = { email: sale.recipient.email, name: sale.recipient.name };
    const streamId = giftCardEmailsStreamId(sale.giftCardId);
    const recordedIds = new Set((await this.store.readStream(streamId)).map((e) => e.eventId));
    await this.sent.sendOnce(
      { template, to, replyTo: { email: sale.buyer.email, name: sale.buyer.name }, subject, text, html },
      {
        streamId,
        recordedIds,
        practiceId: sale.practiceId,
        cause: recorded,
        event: ({ messageId, sentVia }: { messageId: string; sentVia: MailerKind }) => ({
          type: 'EmailSent',
          data: { appointmentId: null, giftCardId: sale.giftCardId, clientId: null, messageId, to: to.email, subject, template, text, html, sentVia, causationEventId: recorded.eventId },
        }),
      },
    );
  }
}
