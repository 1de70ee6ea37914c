// Charge a registration (spec 001 §4 group events): the client's active registration must have
// something to pay (registrationToCharge), the practice an active card provider and the client a
// saved card of that provider at this practice. The provider is called with a key per
// registration and attempt (the refusals recorded so far + 1): a repeat of the same attempt
// (a second click, a retry after a lost answer) gets the first answer instead of a second charge,
// and recording the same payment twice changes nothing.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientStreamId } from '#app/clients';
import { DomainError, NotFoundError } from '#app/es';
import { storeLoader } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { activeRegistrations, bookableEventDecider, bookableEventStreamId, GroupEventMessages, registrationToCharge } from '#app/group-events';
import { ProviderUnavailableError } from '#app/integrations';
import { PaymentMessages, usableCard, walletDecider } from '#app/payments';
import { EVENT_STORE } from '#app/persistence';
import { defaultPaymentSettings, practiceDecider, practiceStreamId } from '#app/practice';
import { activeProvider } from '../../../payments/commands/active-provider.js';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../../payments/payment-providers.js';
import { chargeRegistration, recordRegistrationCharge } from '../charge-registration/charge-registration.js';
import { ProcessRegistrationPaymentCommand, type RegistrationPaymentOutcome } from './process-registration-payment.command.js';

export const PROVIDER_NO_ANSWER = 'The payment provider did not answer. Please try again.';

@CommandHandler(ProcessRegistrationPaymentCommand)
export class ProcessRegistrationPaymentHandler implements ICommandHandler<ProcessRegistrationPaymentCommand, RegistrationPaymentOutcome> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  async execute({ bookableEventId, practiceId, clientId, ctx }: ProcessRegistrationPaymentCommand): Promise<RegistrationPaymentOutcome> {
    const loader = storeLoader(this.store);
    const event = await loader.load(bookableEventStreamId(bookableEventId), bookableEventDecider);
    if (event.status !== 'scheduled' || event.practiceId !== practiceId) throw new NotFoundError(GroupEventMessages.eventNotFound);
    const active = activeRegistrations(event).find((r) => r.clientId === clientId);
    if (!active) throw new DomainError(GroupEventMessages.registrationInfoNotFound);
    const registration = registrationToCharge(event, practiceId, active.registrationId);
    const practice = await loader.load(practiceStreamId(practiceId), practiceDecider);
    const settings = practice.status === 'active' ? { ...defaultPaymentSettings, ...practice.payments } : defaultPaymentSettings;
    const provider = activeProvider(this.providers, { settings });
    const card = usableCard(await loader.load(clientStreamId(clientId), walletDecider), settings.paymentProvider);
    if (!card) throw new DomainError(PaymentMessages.noCard);
    const charge = {
      bookableEventId, practiceId, registrationId: registration.registrationId, amountCents: registration.amountCents, currency: settings.currency, card,
      idempotencyKey: `registration:${registration.registrationId}:${registration.payment.failedAttempts + 1}`,
    };
    const result = await chargeRegistration(provider, charge).catch((error: unknown) => {
      throw error instanceof ProviderUnavailableError ? new DomainError(PROVIDER_NO_ANSWER) : error;
    });
    if (result.outcome === 'timed_out') throw new DomainError(PROVIDER_NO_ANSWER);
    return { ...(await recordRegistrationCharge(this.store, ctx, charge, provider.name, result)), result };
  }
}
