// What the gift card rules answer (spec 002 §5, §8); the web reaches them as '@app/gift-cards/shared'.
export const GiftCardMessages = {
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be a positive number',
  amountWholeDollars: 'Amount must be in whole dollars',
  amountTooLarge: 'Amount must be at most $10,000',
  descriptionTooLong: 'Description must be at most 500 characters',
  templateNotFound: 'Gift card template not found',
  templateNotForSale: 'This gift card is not for sale',
  saveFailed: 'Failed to save gift card template',
  saved: 'Gift card template saved successfully',
  disabled: 'Gift cards are not enabled for this practice.',
  buyerNameRequired: 'Your name is required',
  buyerEmailInvalid: 'Your e-mail address is not valid',
  recipientNameRequired: "The recipient's name is required",
  recipientEmailInvalid: "The recipient's e-mail address is not valid",
  messageTooLong: 'The message must be at most 1000 characters',
  cardNotFound: 'Gift card not found',
  redeemAmountPositive: 'The amount to redeem must be a positive number of cents',
  balanceTooLow: 'The gift card balance is not enough',
  cardUsedUp: 'This gift card has no balance left',
  alreadySold: 'This gift card was already sold',
} as const;

/** The largest template amount: $10,000. */
export const MAX_GIFT_CARD_CENTS = 1_000_000;

/** A code shown partially: its last group only (XXXX-XXXX-XXXX-AB12 -> ••••-AB12). */
export const maskedGiftCardCode = (code: string): string => `••••-${code.slice(-4)}`;

/** Codes are typed by people: case, spaces and dashes do not matter. */
export const normaliseGiftCardCode = (code: string): string => String(code ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
