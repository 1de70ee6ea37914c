// Tips (spec 000 §2.8, §9): presets of 10, 15 and 20 % of the appointment amount, or a custom
// amount in cents (the custom field starts at 10 %). Integer cents only; half a cent rounds up.

export const TIP_PRESETS = [10, 15, 20] as const;
export const CUSTOM_TIP_START_PERCENT = 10;

/** percent % of amountCents, rounded to the nearest cent (half up), computed on integers. */
export const tipCents = (amountCents: number, percent: number): number => {
  if (!Number.isInteger(amountCents) || amountCents < 0) throw new RangeError('amountCents must be a non-negative integer');
  if (!Number.isInteger(percent) || percent < 0) throw new RangeError('percent must be a non-negative integer');
  return Math.floor((amountCents * percent + 50) / 100);
};

/** The largest tip accepted: the appointment's amount or $1,000, whichever is more. */
export const maxTipCents = (amountCents: number): number => Math.max(amountCents, 100_000);
