// Sending review requests (issue 16): the request's e-mail and text, and the automatic request
// after an appointment (a job over the due-review-requests read model).
import { Module } from '@nestjs/common';
import { MessagingModule } from '../../messaging/messaging.module.js';
import { AutomaticReviewRequests } from './automatic-review-requests.job.js';
import { RequestReviewAfterAppointment } from './request-review-after-appointment.js';
import { ReviewRequestReactions } from './review-request-reactions.js';
import { ReviewRequestTexts } from './review-request-texts.js';
import { SendReviewRequestMessages } from './send-review-request-messages.reaction.js';

@Module({
  imports: [MessagingModule],
  providers: [ReviewRequestTexts, SendReviewRequestMessages, ReviewRequestReactions, RequestReviewAfterAppointment, AutomaticReviewRequests],
  exports: [ReviewRequestReactions, AutomaticReviewRequests],
})
export class ReviewRequestsSendingModule {}
