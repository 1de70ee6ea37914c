/** A saved card as the client sees it (spec 000 §3 Payment method). */
export interface SavedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', jcb: 'JCB', diners: 'Diners Club', unionpay: 'UnionPay' };

export const brandName = (brand: string): string => BRANDS[brand.toLowerCase()] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'Card');

/** "Visa •••• 4242" */
export const cardLabel = (card: SavedCard): string => `${brandName(card.brand)} •••• ${card.last4}`;

/** "12/34" */
export const cardExpiry = (card: SavedCard): string => `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
