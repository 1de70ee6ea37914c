import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { GraphQLModule } from '@nestjs/graphql';
import { ScheduleModule } from '@nestjs/schedule';
import { GqlThrottlerGuard, PUBLIC_CALLS_PER_MINUTE, PUBLIC_RATE_LIMIT } from './graphql/gql-throttler.guard.js';
import { AccessModule } from './access/access.module.js';
import { SIGN_IN_LIMITS, type SignInLimits } from './access/sign-in-limits.js';
import { AppointmentsModule } from './appointments/appointments.module.js';
import { CalendarModule } from './calendar/calendar.module.js';
import { ClientsModule } from './clients/clients.module.js';
import { ConferencingModule } from './conferencing/conferencing.module.js';
import { IntakeFormsModule } from './intake-forms/intake-forms.module.js';
import { DateTimeModule } from './graphql/date-time.module.js';
import { GraphqlErrorFilter } from './graphql/graphql-error.filter.js';
import { graphqlOptions } from './graphql/graphql.options.js';
import { PersistenceModule, type Persistence } from '#app/persistence';
import { Clock } from './infrastructure/clock.js';
import { PasswordHashing, type PasswordHashingCost } from './access/password-hashing.js';
import { CommandSender } from './infrastructure/command-sender.js';
import { CommunicationModule } from './messaging/communication.module.js';
import { MessagingModule } from './messaging/messaging.module.js';
import { PracticeModule } from './practice/practice.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { GroupEventsModule } from './group-events/group-events.module.js';
import { CouponsModule } from './coupons/coupons.module.js';
import { PackagesModule } from './packages/packages.module.js';
import { PublicGroupEventsModule } from './group-events/public/public-group-events.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { PublicReviewsModule } from './reviews/public/public-reviews.module.js';
import { ReviewRequestsSendingModule } from './reviews/requests/review-requests-sending.module.js';
import { ReferralsModule } from './referrals/referrals.module.js';
import { WebsiteModule } from './website/website.module.js';
import { SupportModule } from './support/support.module.js';
import { ProfileModule } from './profile/profile.module.js';
import { GiftCardsModule } from './gift-cards/gift-cards.module.js';
import { ProfileDetailsModule } from './profile/profile-details.module.js';
import { SearchModule } from './search/search.module.js';

export interface AppModuleOptions {
  persistence: Persistence;
  production: boolean;
  /** Public token calls per client address per minute. */
  publicCallsPerMinute?: number;
  /** logIn and signUp limits that differ from the defaults (access/sign-in-limits.ts). */
  signInLimits?: Partial<SignInLimits>;
  clock?: Clock;
  /** Runs the scheduled jobs (the day-of charges); tests run a job's pass themselves instead. */
  scheduledJobs?: boolean;
  /** Password hashes' cost: 'light' only for test servers (access/password-hashing.ts). */
  passwordHashing?: PasswordHashingCost;
}

@Module({})
export class AppModule {
  static register({ persistence, production, publicCallsPerMinute = PUBLIC_CALLS_PER_MINUTE, signInLimits = {}, clock = new Clock(), scheduledJobs = true, passwordHashing = 'standard' }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        PersistenceModule.register(persistence, [CommandSender, { provide: PUBLIC_RATE_LIMIT, useValue: publicCallsPerMinute }, { provide: SIGN_IN_LIMITS, useValue: signInLimits }, GqlThrottlerGuard, { provide: Clock, useValue: clock }, { provide: PasswordHashing, useValue: new PasswordHashing(passwordHashing) }]),
        GraphQLModule.forRoot(graphqlOptions(production)),
        DateTimeModule,
        AccessModule,
        PracticeModule,
        ProfileDetailsModule,
        AppointmentsModule,
        CalendarModule,
        ClientsModule,
        IntakeFormsModule,
        MessagingModule,
        CommunicationModule,
        PaymentsModule,
        ConferencingModule,
        GroupEventsModule,
        PublicGroupEventsModule,
        ReviewsModule,
        PublicReviewsModule,
        ReviewRequestsSendingModule,
        ReferralsModule,
        WebsiteModule,
        SupportModule,
        ProfileModule,
        GiftCardsModule,
        CouponsModule,
        PackagesModule,
        SearchModule,
        ...(scheduledJobs ? [ScheduleModule.forRoot()] : []),
      ],
      providers: [{ provide: APP_FILTER, useClass: GraphqlErrorFilter }],
    };
  }
}
