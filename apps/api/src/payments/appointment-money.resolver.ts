// The money of an appointment as the pro sees it (spec 001 §3 Appointment, §4 payment status and
// the flyout's 'unpaid' rules): status, tip, full total, what was collected, refunded and is still
// owed, Mark-as-Paid facts, the last error, adjustments. All from the payment fold the appointment
// read model keeps; only the status of a past unpaid appointment without a hold asks whether the
// client has a card on file (one read, only for those).
import { Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import {
  adjustedCents, collectedCents, fullTotalCents, initialPaymentState, isPaid, outstandingCents, proPaymentStatus, refundableCents, usableCard,
  type PaymentState,
  type SavedCard,
} from '#app/payments';
import { ClientsQuery, PracticesQuery } from '#projections';
import { Appointment } from '../appointments/appointment.models.js';
import { storedAppointmentState } from '../appointments/appointment-view.js';
import { Clock } from '../infrastructure/clock.js';
import { AdjustmentView } from './appointment-money.models.js';
import { PaymentMethod } from './payment.models.js';

const factsOf = (appointment: Appointment): PaymentState => ({ ...initialPaymentState(), ...appointment.paymentFacts });

@Resolver(() => Appointment)
export class AppointmentMoneyFields {
  constructor(
    private readonly clients: ClientsQuery,
    private readonly practices: PracticesQuery,
    private readonly clock: Clock,
  ) {}

  /** One read per appointment object, however many of its fields ask (status, hasPaymentMethod, the card). */
  private readonly cards = new WeakMap<Appointment, Promise<SavedCard | null>>();

  private clientCard(appointment: Appointment): Promise<SavedCard | null> {
    let card = this.cards.get(appointment);
    if (!card) {
      card = Promise.all([this.clients.byId(appointment.client.clientId), this.practices.byId(appointment.practiceId)]).then(([client, practice]) =>
        client?.wallet && client.practiceId === appointment.practiceId ? usableCard(client.wallet, practice?.payments.paymentProvider ?? null) : null,
      );
      this.cards.set(appointment, card);
    }
    return card;
  }

  @ResolveField(() => String, { description: 'Free | Paid | Failed | Past due | Unpaid | Upcoming | Cancelled' })
  async paymentStatus(@Parent() appointment: Appointment): Promise<string> {
    const payment = factsOf(appointment);
    const input = { status: storedAppointmentState(appointment.state) as never, startsAt: appointment.startsAt, amountCents: appointment.amountCents, payment, now: this.clock.now() };
    const withoutCard = proPaymentStatus({ ...input, clientHasCard: false });
    // Only 'Past due' (no card on the appointment) may turn 'Unpaid' when the client has a card on file.
    if (withoutCard !== 'Past due') return withoutCard;
    return proPaymentStatus({ ...input, clientHasCard: (await this.clientCard(appointment)) !== null });
  }

  @ResolveField(() => Boolean, { description: 'A card can pay: a live hold, a charge under way, or the client\'s card on file' })
  async hasPaymentMethod(@Parent() appointment: Appointment): Promise<boolean> {
    const payment = factsOf(appointment);
    if ((payment.hold && !payment.hold.released) || payment.open) return true;
    return (await this.clientCard(appointment)) !== null;
  }

  @ResolveField(() => PaymentMethod, { nullable: true, description: "The client's card on file with the practice" })
  async defaultPaymentMethod(@Parent() appointment: Appointment): Promise<PaymentMethod | null> {
    const card = await this.clientCard(appointment);
    return card && { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
  }

  @ResolveField(() => Int, { description: 'cents' })
  tipAmountCents(@Parent() appointment: Appointment): number {
    return factsOf(appointment).tipAmountCents;
  }

  @ResolveField(() => Int, { description: 'cents: collected once paid, else price plus tip' })
  fullTotal(@Parent() appointment: Appointment): number {
    return fullTotalCents(appointment.amountCents, factsOf(appointment));
  }

  @ResolveField(() => Int, { description: 'cents collected (card, PayPal or marked paid), before refunds' })
  collectedCents(@Parent() appointment: Appointment): number {
    return collectedCents(factsOf(appointment));
  }

  @ResolveField(() => Int, { description: 'cents given back by adjustments' })
  adjustedCents(@Parent() appointment: Appointment): number {
    return adjustedCents(factsOf(appointment));
  }

  @ResolveField(() => Int, { description: 'cents an adjustment may still give back' })
  refundableCents(@Parent() appointment: Appointment): number {
    return refundableCents(appointment.amountCents, factsOf(appointment));
  }

  @ResolveField(() => Int, { description: 'cents still owed' })
  outstandingCents(@Parent() appointment: Appointment): number {
    return outstandingCents(appointment.amountCents, factsOf(appointment));
  }

  @ResolveField(() => Boolean, { description: 'Paid by card, PayPal/Venmo or marked paid' })
  isPaid(@Parent() appointment: Appointment): boolean {
    return isPaid(factsOf(appointment));
  }

  @ResolveField(() => Boolean, { description: 'The pro marked it paid (cash, venmo, paypal, other)' })
  markPaid(@Parent() appointment: Appointment): boolean {
    return factsOf(appointment).markedPaid !== null;
  }

  @ResolveField(() => String, { nullable: true, description: 'card | paypal | venmo (online) or cash | venmo | paypal | other (marked paid)' })
  paidBy(@Parent() appointment: Appointment): string | null {
    const payment = factsOf(appointment);
    return payment.markedPaid?.paidBy ?? payment.paid?.via ?? null;
  }

  @ResolveField(() => String, { nullable: true })
  paidNote(@Parent() appointment: Appointment): string | null {
    return factsOf(appointment).markedPaid?.note ?? null;
  }

  @ResolveField(() => String, { nullable: true, description: "The last charge's failure, as the provider gave it" })
  paymentError(@Parent() appointment: Appointment): string | null {
    return factsOf(appointment).lastError?.reason ?? null;
  }

  @ResolveField(() => Boolean, { description: 'A hold or charge was ever made' })
  hasTransaction(@Parent() appointment: Appointment): boolean {
    return factsOf(appointment).transactions.length > 0;
  }

  @ResolveField(() => [AdjustmentView])
  adjustments(@Parent() appointment: Appointment): AdjustmentView[] {
    return factsOf(appointment).adjustments.map((a) => ({ ...a }));
  }
}
