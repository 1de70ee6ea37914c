// The buyer's form, checked in the page before the card is asked for (the server checks it again).
import { GiftCardMessages as M } from '@app/gift-cards/shared';
import type { GiftCardOrder } from './giftCardCalls';

export type OrderField = keyof GiftCardOrder;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first field with a problem and what it is, or null when the order can be paid. */
export function orderProblem(order: GiftCardOrder): { field: OrderField; text: string } | null {
  if (!order.buyerName.trim()) return { field: 'buyerName', text: M.buyerNameRequired };
  if (!EMAIL.test(order.buyerEmail.trim())) return { field: 'buyerEmail', text: M.buyerEmailInvalid };
  if (!order.recipientName.trim()) return { field: 'recipientName', text: M.recipientNameRequired };
  if (!EMAIL.test(order.recipientEmail.trim())) return { field: 'recipientEmail', text: M.recipientEmailInvalid };
  if (order.message.trim().length > 1000) return { field: 'message', text: M.messageTooLong };
  return null;
}

/** The buyer's name as the card setup wants it (first and last). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}
