// Demo money, through the same commands the client's page sends, on the embedded simulator with
// stripe's test cards: Alan's confirmed appointment holds a card (charged on its day), Ada paid
// for her past one (so she can tip), and Katherine's past appointment failed with a card that
// only fails when charged later ('Failed', 'Pay now', and PaymentFailed in the pro's history).
import type { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import { ChargeAppointmentCommand } from '../payments/commands/charge-appointment/charge-appointment.command.js';
import { SaveCardCommand, StartCardSetupCommand } from '../payments/commands/save-card/save-card.command.js';
import type { PaymentProviders } from '../payments/payment-providers.js';
import type { ChangePracticeCommand } from '../practice/commands/change-practice/change-practice.command.js';

type Execute = <R extends CommandOutcome>(command: Command<R>) => Promise<R>;

export interface DemoPayments {
  practiceId: string;
  /** A confirmed future appointment: gets a card on file (a hold). */
  heldId: string;
  /** A confirmed past appointment: paid by card. */
  paidId: string;
  /** A confirmed past appointment: its card fails when charged. */
  failedId: string;
  client: (name: string) => CommandContext;
}

export const seedDemoPayments = async (execute: Execute, providers: PaymentProviders, demo: DemoPayments): Promise<void> => {
  const access = { by: 'pro' as const, practiceId: demo.practiceId };
  const saveCard = async (appointmentId: string, number: string, ctx: CommandContext) => {
    const setup = await execute(new StartCardSetupCommand(appointmentId, access, ctx));
    await providers.simulated.stripe.confirmSetup(setup.clientSecret, { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 4, cvc: '123' });
    await execute(new SaveCardCommand(appointmentId, access, { setupId: setup.setupId }, ctx));
  };
  await saveCard(demo.heldId, '4242424242424242', demo.client('Alan Turing'));
  const ada = demo.client('Ada Lovelace');
  await saveCard(demo.paidId, '4242424242424242', ada);
  await execute(new ChargeAppointmentCommand(demo.paidId, access, 'appointment', 'client', ada));
  const katherine = demo.client('Katherine Johnson');
  await saveCard(demo.failedId, '4000000000000341', katherine);
  await execute(new ChargeAppointmentCommand(demo.failedId, access, 'appointment', 'client', katherine));
};

type PracticeChange = (change: ChangePracticeCommand['change']) => Promise<unknown>;

/**
 * The demo practice's provider accounts, as the simulator reports them once onboarding is done
 * (what finishPaymentConnection records): Stripe operational (so it becomes the active card
 * provider) and a PayPal account whose onboarding is complete; it may also choose its currency.
 */
export const connectDemoProviders = async (change: PracticeChange, practiceName: string): Promise<void> => {
  const stripe = { accountId: 'acct_sim_demo', displayName: practiceName, operational: true, requirementsDue: [], requirementsPastDue: [] };
  await change({ type: 'ChangePaymentConnection', change: { kind: 'StripeAccountReported', account: stripe } });
  await change({ type: 'ChangePaymentConnection', change: { kind: 'PaypalOnboardingStarted', merchantId: 'PPSIMDEMO' } });
  const onboarded = { isOnboardingComplete: true, paymentsReceivable: true, primaryEmailConfirmed: true };
  await change({ type: 'ChangePaymentConnection', change: { kind: 'PaypalSellerStatusReported', merchantId: 'PPSIMDEMO', sellerStatus: onboarded } });
  await change({ type: 'UpdatePaymentSettings', data: { currencyEnabled: true } });
};
