// bookingSetupIntent: the public booking page saves a card before the request is sent, when the
// practice requires one (requireClientCcToBook). Public and rate limited like the booking itself.
import { UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { BookingMessages } from '#app/appointments';
import { DomainError } from '#app/es';
import { isValidEmail } from '#app/access';
import { GqlThrottlerGuard } from '../graphql/gql-throttler.guard.js';
import { asPayload } from '../graphql/payloads.js';
import { ProviderBookingCards } from './booking-cards.js';
import { SetupIntentPayload } from './payment.models.js';

@UseGuards(GqlThrottlerGuard)
@Resolver()
export class BookingCardResolver {
  constructor(private readonly cards: ProviderBookingCards) {}

  @Mutation(() => SetupIntentPayload, { description: "Booking: a setup the visitor's card form confirms; requestAppointment then carries its setupIntentSecret" })
  bookingSetupIntent(
    @Args('practiceId', { type: () => ID }) practiceId: string,
    @Args('email') email: string,
    @Args('firstName') firstName: string,
    @Args('lastName') lastName: string,
  ): Promise<SetupIntentPayload> {
    return asPayload({ setupIntentSecret: null }, async () => {
      if (typeof email !== 'string' || !isValidEmail(email)) throw new DomainError(BookingMessages.invalidEmail);
      const name = `${String(firstName ?? '').trim()} ${String(lastName ?? '').trim()}`.trim().slice(0, 201);
      return { setupIntentSecret: await this.cards.startSetup(practiceId, { email: email.trim().toLowerCase(), name }) };
    });
  }
}
