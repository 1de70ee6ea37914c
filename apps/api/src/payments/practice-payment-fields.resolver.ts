// What the public booking page needs to know about a practice's money (spec 000 §3 Practice
// client view): whether a card is required to book, with which provider, and whether the card
// form is the simulator's own or the provider's.
import { Inject } from '@nestjs/common';
import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { defaultPaymentSettings } from '#app/practice';
import { Practice } from '../practice/practice.models.js';
import { PAYMENT_PROVIDERS, type PaymentProviders } from './payment-providers.js';

const settingsOf = (practice: Practice) => ({ ...defaultPaymentSettings, ...practice.paymentSettings });

@Resolver(() => Practice)
export class PracticePaymentFields {
  constructor(@Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders) {}

  @ResolveField(() => Boolean, { description: 'A card must be saved to book a service that is not free' })
  requireClientCcToBook(@Parent() practice: Practice): boolean {
    const settings = settingsOf(practice);
    return settings.requireClientCcToBook && settings.paymentProvider !== null;
  }

  @ResolveField(() => String, { nullable: true, description: "The active card provider: 'stripe' or 'square'" })
  paymentProvider(@Parent() practice: Practice): string | null {
    return settingsOf(practice).paymentProvider;
  }

  @ResolveField(() => String, { description: "'simulated' (the embedded provider's own card form) or 'live'" })
  paymentMode(@Parent() practice: Practice): string {
    const provider = settingsOf(practice).paymentProvider;
    return provider ? this.providers.card(provider).mode : 'simulated';
  }
}
