// Demo gift cards (issue 17): two templates ($50 and $100, both active and online), and a $100 card
// bought on the public page with stripe's test card, sent to Ada and partly spent ($30 at the desk),
// through the same commands the portal and the public page send.
import type { Command } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { newCommandContext, type CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import { RedeemGiftCardCommand } from '../gift-cards/commands/redeem-gift-card/redeem-gift-card.command.js';
import { SaveGiftCardTemplateCommand } from '../gift-cards/commands/save-gift-card-template/save-gift-card-template.command.js';
import { PurchaseGiftCardCommand } from '../gift-cards/public/purchase-gift-card.command.js';
import type { PaymentProviders } from '../payments/payment-providers.js';

type Execute = <R extends CommandOutcome>(command: Command<R>) => Promise<R>;

export const seedDemoGiftCards = async (execute: Execute, providers: PaymentProviders, demo: { practiceId: string; pro: CommandContext }): Promise<void> => {
  const { practiceId, pro } = demo;
  const template = async (amountCents: number, description: string) => {
    const giftCardTemplateId = randomUUID();
    await execute(new SaveGiftCardTemplateCommand({ giftCardTemplateId, practiceId, amountCents, description }, pro));
    return giftCardTemplateId;
  };
  await template(5000, 'A relaxing hour for someone you care about.');
  const hundred = await template(10000, 'Two massages, or one long one with add-ons.');

  const stripe = providers.simulated.stripe;
  const { customerId } = await stripe.createCustomer({ email: 'grace@example.com', name: 'Grace Hopper', idempotencyKey: 'demo-gift-card-customer' });
  const setup = await stripe.createCardSetup({ customerId, idempotencyKey: 'demo-gift-card-setup' });
  await stripe.confirmSetup(setup.clientSecret, { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 4, cvc: '123' });
  const visitor = newCommandContext({ kind: 'visitor', id: 'demo-visitor', name: 'Grace Hopper' }, pro.now);
  const bought = await execute(new PurchaseGiftCardCommand({
    practiceId, giftCardTemplateId: hundred, buyerName: 'Grace Hopper', buyerEmail: 'grace@example.com',
    recipientName: 'Ada Lovelace', recipientEmail: 'ada@example.com', message: 'Happy birthday, Ada! Enjoy some time for yourself.',
    setupIntentSecret: setup.clientSecret,
  }, visitor));
  await execute(new RedeemGiftCardCommand({ giftCardId: bought.giftCardId, practiceId, redemptionId: randomUUID(), appointmentId: null, amountCents: 3000 }, pro));
};
