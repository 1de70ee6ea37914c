// The pro's money toasts: spec 001 §8 where it has the words, the rest in the same voice.
import type { CommandTexts } from '../shared/useCommand';

export const retryTexts: CommandTexts = {
  success: 'Success! Payment processed.',
  failure: (messages) => `Payment failed: ${messages[0] ?? 'Internal server error'}`,
};

export const markPaidTexts: CommandTexts = {
  success: 'Marked as paid',
  failure: (messages) => messages.join(' ') || 'Please try again later.',
};

export const undoMarkPaidTexts: CommandTexts = {
  success: 'Payment status set back to Unpaid',
  failure: (messages) => messages.join(' ') || 'Please try again later.',
};

export const addAdjustmentTexts: CommandTexts = {
  success: 'Adjustment added',
  failure: (messages) => `We weren't able to add this adjustment: ${messages.join(' ') || 'unknown error'}`,
};

export const removeAdjustmentTexts: CommandTexts = {
  success: 'Adjustment removed',
  failure: (messages) => `We weren't able to remove this adjustment: ${messages.join(' ') || 'unknown error'}`,
};

export const invoiceTexts: CommandTexts = {
  success: 'Invoice sent successfully',
  failure: () => 'Failed to send invoice',
};

export const PAID_BY_LABELS = { cash: 'Cash', venmo: 'Venmo', paypal: 'PayPal', other: 'Other' } as const;
