// The review request's e-mail and text (spec 000 §5, 002 §5): for each ReviewRequested and
// ReviewRequestResent, an e-mail when the request has an address and its channels include
// 'email' (five star links after an appointment, one 'Leave a review' button otherwise, 'Does
// this look correct?' for an imported review), and a text when it has a phone and 'sms'. Both are
// recorded on the client's review-request message stream under ids derived from the causing
// event: sent at least once, recorded exactly once, never again on a replay or a restart.
import { Inject, Injectable } from '@nestjs/common';
import { defineReaction, type ReactionDefinition } from '#app/es';
import type { EventStore, RecordedEvent } from '#app/eventstore';
import type { MailerKind } from '#app/integrations';
import { composeReviewRequest, composeReviewRequestText } from '#app/messaging';
import { EVENT_STORE } from '#app/persistence';
import { reviewRequestsDecider, type ReviewRequestEvent, type ReviewRequestsState } from '#app/reviews';
import { loadMessagePractice } from '../../messaging/message-practice.js';
import { MESSAGING_SETTINGS, type MessagingSettings } from '../../messaging/messaging-settings.js';
import { SentEmails } from '../../messaging/sent-emails.js';
import { appointmentReviewUrl } from '../public/review-link-url.js';
import { deliveryOf, fullLink } from './review-request-messages.js';
import { ReviewRequestTexts, reviewRequestMessagesStreamId } from './review-request-texts.js';

@Injectable()
export class SendReviewRequestMessages {
  readonly reaction: ReactionDefinition = defineReaction({
    name: 'send-review-request-messages',
    eventTypes: ['ReviewRequested', 'ReviewRequestResent'],
    // A first deployment onto an existing log must not ask anyone about old requests.
    firstRun: 'end-of-log',
    react: (event) => this.react(event),
  });

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
    private readonly sent: SentEmails,
    private readonly texts: ReviewRequestTexts,
  ) {}

  async react(recorded: RecordedEvent): Promise<void> {
    if (!recorded.streamId.startsWith('reviewRequests-')) return;
    // The requests right after this event (later events must not change what it says).
    const stream = (await this.store.readStream(recorded.streamId)).filter((e) => e.streamRevision <= recorded.streamRevision);
    const state = stream.reduce<ReviewRequestsState>((s, e) => reviewRequestsDecider.evolve(s, { type: e.type, data: e.data } as ReviewRequestEvent), reviewRequestsDecider.initialState());
    const delivery = deliveryOf({ type: recorded.type, data: recorded.data } as ReviewRequestEvent, state);
    if (!delivery) return;
    const { request } = delivery;
    const practice = await loadMessagePractice(this.store, request.practiceId);
    const base = this.settings.publicBaseUrl;
    const reviewLink = fullLink(base, request.reviewLink);
    const messageStream = reviewRequestMessagesStreamId(request.clientId);
    const recordedEvents = await this.store.readStream(messageStream);
    if (delivery.email) {
      const starLinks = request.appointmentId && !request.requireConfirmation
        ? [1, 2, 3, 4, 5].map((stars) => appointmentReviewUrl(base, { shortLink: practice.shortLink, clientId: request.clientId, appointmentId: request.appointmentId! }, stars))
        : null;
      const message = composeReviewRequest({ client: { firstName: request.firstName, email: delivery.email }, practitioner: practice.practitioner, reviewLink, starLinks, requireConfirmation: request.requireConfirmation });
      const { template, to, replyTo, subject, text, html } = message;
      await this.sent.sendOnce({ template, to, replyTo, subject, text, html }, {
        streamId: messageStream,
        recordedIds: new Set(recordedEvents.map((e) => e.eventId)),
        practiceId: request.practiceId,
        cause: recorded,
        event: ({ messageId, sentVia }: { messageId: string; sentVia: MailerKind }) => ({
          type: 'EmailSent',
          data: { appointmentId: request.appointmentId, clientId: request.clientId, messageId, to: to.email, subject, template, text, html, ics: null, sentVia, causationEventId: recorded.eventId },
        }),
      });
    }
    if (delivery.phone) {
      const body = composeReviewRequestText({ practitionerName: practice.practitioner.name, reviewLink, requireConfirmation: request.requireConfirmation });
      await this.texts.sendOnce({ key: `review-request:${recorded.eventId}`, practiceId: request.practiceId, clientId: request.clientId, to: delivery.phone, body }, recordedEvents);
    }
  }
}
