// The page's toasts (spec 002 §8) and the amount field's rule as the form checks it before sending.
import { GiftCardMessages as M } from '@app/gift-cards/shared';

export const saveTemplateTexts = {
  success: M.saved,
  /** 'Failed to save gift card template', or the server's first error. */
  failure: (messages: string[]) => messages[0] ?? M.saveFailed,
};

/** The amount as typed (whole dollars) in cents, or the spec's message. */
export const amountCentsOf = (typed: string): { cents: number } | { error: string } => {
  const text = typed.trim().replace(/^\$/, '');
  if (!text) return { error: M.amountRequired };
  if (!/^\d+$/.test(text) || Number(text) <= 0) return { error: /^-?\d*\.?\d+$/.test(text) && Number(text) > 0 ? M.amountWholeDollars : M.amountPositive };
  return { cents: Number(text) * 100 };
};
