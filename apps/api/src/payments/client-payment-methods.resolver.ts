// /m/payment_methods (spec 000 §2.7): the signed-in client's saved card with each practice. The
// card calls themselves (setupIntent, confirmCardSetup, squareAddCardToCustomer,
// detachPaymentMethodPractice with clientId) are in client-payments.resolver.ts, beside their token forms.
import { UseGuards } from '@nestjs/common';
import { Context, Query, Resolver } from '@nestjs/graphql';
import { GqlThrottlerGuard } from '../graphql/gql-throttler.guard.js';
import type { RequestContext } from '../graphql/request-context.js';
import { ClientPaymentMethods } from './client-payment-methods.js';
import { ClientPaymentMethodRow } from './client-payment-methods.models.js';

@UseGuards(GqlThrottlerGuard)
@Resolver()
export class ClientPaymentMethodsResolver {
  constructor(private readonly paymentMethods: ClientPaymentMethods) {}

  @Query(() => [ClientPaymentMethodRow], { description: "The signed-in client's saved card with each practice they are a client of" })
  clientPaymentMethods(@Context() ctx: RequestContext): Promise<ClientPaymentMethodRow[]> {
    return this.paymentMethods.list(ctx);
  }
}
