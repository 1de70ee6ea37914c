// The money of an appointment as the flyout and the inbox read it (spec 001 §3 Appointment fields),
// and the pro's money calls (spec 001 §7): markPaid / undoMarkPaid, retryPayment, createAdjustment /
// removeAdjustment, sendClientInvoiceMutation. Each returns the server's { result, errors } payload.
import { graphql } from '../../graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

graphql(`
  fragment AppointmentMoneyFields on Appointment {
    paymentStatus isPaid markPaid paidBy paidNote paymentError hasTransaction hasPaymentMethod
    tipAmountCents fullTotal collectedCents adjustedCents refundableCents outstandingCents
    adjustments { id adjustedAt amountCents note refunded }
    defaultPaymentMethod { brand last4 expMonth expYear }
  }
`);

const MARK_PAID = graphql(`mutation MarkPaid($appointmentId: ID!, $paidBy: String!, $note: String) {
  markPaid(appointmentId: $appointmentId, paidBy: $paidBy, note: $note) { result errors }
}`);
const UNDO_MARK_PAID = graphql(`mutation UndoMarkPaid($appointmentId: ID!) {
  undoMarkPaid(appointmentId: $appointmentId) { result errors }
}`);
const RETRY = graphql(`mutation RetryPayment($appointmentId: ID!) {
  retryPayment(appointmentId: $appointmentId) { result errors }
}`);
const CREATE_ADJUSTMENT = graphql(`mutation CreateAdjustment($appointmentId: ID!, $amountCents: Int!, $adjustedAt: DateTime, $note: String) {
  createAdjustment(appointmentId: $appointmentId, amountCents: $amountCents, adjustedAt: $adjustedAt, note: $note) { result errors adjustmentId }
}`);
const REMOVE_ADJUSTMENT = graphql(`mutation RemoveAdjustment($adjustmentId: ID!) {
  removeAdjustment(adjustmentId: $adjustmentId) { result errors }
}`);

export type PaidBy = 'cash' | 'venmo' | 'paypal' | 'other';

export async function markPaid(appointmentId: string, paidBy: PaidBy, note: string | null) {
  return (await graphqlRequest(MARK_PAID, { appointmentId, paidBy, note })).markPaid;
}

export async function undoMarkPaid(appointmentId: string) {
  return (await graphqlRequest(UNDO_MARK_PAID, { appointmentId })).undoMarkPaid;
}

export async function retryPayment(appointmentId: string) {
  return (await graphqlRequest(RETRY, { appointmentId })).retryPayment;
}

export async function createAdjustment(appointmentId: string, amountCents: number, adjustedAt: string | null, note: string | null) {
  return (await graphqlRequest(CREATE_ADJUSTMENT, { appointmentId, amountCents, adjustedAt, note })).createAdjustment;
}

export async function removeAdjustment(adjustmentId: string) {
  return (await graphqlRequest(REMOVE_ADJUSTMENT, { adjustmentId })).removeAdjustment;
}
