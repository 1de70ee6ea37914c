// One appointment's automatic review request, decided on fresh state and appended atomically on
// the practice's requests stream: a lagging read model, a restart or a second process running the
// job never asks twice (the requests stream's revision and decideReviewRequests see to it).
import { Inject, Injectable } from '@nestjs/common';
import { appointmentDecider, appointmentStreamId } from '#app/appointments';
import { clientDecider, clientStreamId } from '#app/clients';
import { claimDecider, newCommandContext, streamEvents } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceStreamId } from '#app/practice';
import { reviewClaimStreamId, reviewRequestsDecider, reviewRequestsStreamId } from '#app/reviews';
import { MESSAGING_SETTINGS, type MessagingSettings } from '../../messaging/messaging-settings.js';
import { appointmentReviewUrl } from '../public/review-link-url.js';
import { decideAutomaticReviewRequest } from './automatic-review-request.js';

const jobActor = { kind: 'system' as const, id: 'review-requests', name: 'Review requests' };

@Injectable()
export class RequestReviewAfterAppointment {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
  ) {}

  request(appointmentId: string, now: Date): Promise<CommandOutcome> {
    return handleDecision(this.store, newCommandContext(jobActor, now), async (loader) => {
      const appointment = await loader.load(appointmentStreamId(appointmentId), appointmentDecider);
      if (appointment.status === 'none') return [];
      const { practiceId } = appointment;
      const clientId = appointment.client.clientId;
      const practice = await loader.load(practiceStreamId(practiceId), practiceDecider);
      if (practice.status !== 'active') return [];
      const events = decideAutomaticReviewRequest({
        appointment,
        client: await loader.load(clientStreamId(clientId), clientDecider),
        alreadyReviewed: !!(await loader.load(reviewClaimStreamId(practiceId, clientId, appointmentId), claimDecider)).ownerId,
        requests: await loader.load(reviewRequestsStreamId(practiceId), reviewRequestsDecider),
        reviewLink: appointmentReviewUrl(this.settings.publicBaseUrl, { shortLink: practice.practice.shortLink, clientId, appointmentId }),
        now,
      });
      return [streamEvents(reviewRequestsStreamId(practiceId), practiceId, events)];
    });
  }
}
