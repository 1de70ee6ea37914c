// Reviews for clients (issue 16): the review flow behind a link (no session, rate limited) and the
// review link on appointments.
import { Module } from '@nestjs/common';
import { MessagingModule } from '../../messaging/messaging.module.js';
import { AddReviewRatingHandler } from './add-review-rating.handler.js';
import { AppointmentReviewLinkField, TokenAppointmentReviewLinkField } from './appointment-review-link.resolver.js';
import { ChangeReviewHandler } from './change-review.handler.js';
import { CreateReviewerClientHandler } from './create-reviewer-client.handler.js';
import { RecentReviewsResolver } from './recent-reviews.resolver.js';
import { PublicReviewsResolver } from './public-reviews.resolver.js';
import { RequestFeatureHandler } from './request-feature.handler.js';

@Module({
  imports: [MessagingModule],
  providers: [PublicReviewsResolver, RecentReviewsResolver, CreateReviewerClientHandler, AddReviewRatingHandler, ChangeReviewHandler, RequestFeatureHandler, AppointmentReviewLinkField, TokenAppointmentReviewLinkField],
})
export class PublicReviewsModule {}
