// The e-mail that brings a gift card to its recipient: who it is from, the amount, the buyer's
// message, the code, and the practice's booking page where it is redeemed.
import type { GiftCardSoldData } from '#app/gift-cards';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const dollars = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);

export const GIFT_CARD_EMAIL_TEMPLATE = 'gift_card_received';

export const composeGiftCardEmail = (sale: GiftCardSoldData, practice: { name: string; bookingUrl: string }) => {
  const amount = dollars(sale.amountCents, sale.currency);
  const subject = `${sale.buyer.name} sent you a ${amount} gift card for ${practice.name}`;
  const lines = [
    `Hi ${sale.recipient.name},`,
    '',
    `${sale.buyer.name} sent you a ${amount} gift card for ${practice.name}.`,
    ...(sale.message ? ['', `"${sale.message}"`] : []),
    '',
    `Your gift card code: ${sale.code}`,
    '',
    `Book at ${practice.bookingUrl} and show the code when you visit to pay with it.`,
  ];
  const html = [
    `<p>Hi ${escape(sale.recipient.name)},</p>`,
    `<p>${escape(sale.buyer.name)} sent you a <strong>${escape(amount)}</strong> gift card for ${escape(practice.name)}.</p>`,
    ...(sale.message ? [`<blockquote>${escape(sale.message)}</blockquote>`] : []),
    `<p>Your gift card code: <strong style="font-family:monospace;font-size:1.2em">${escape(sale.code)}</strong></p>`,
    `<p><a href="${escape(practice.bookingUrl)}">Book with ${escape(practice.name)}</a> and show the code when you visit to pay with it.</p>`,
  ].join('\n');
  return { template: GIFT_CARD_EMAIL_TEMPLATE, subject, text: lines.join('\n'), html };
};
