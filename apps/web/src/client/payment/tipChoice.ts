// The tip choice (spec 000 §2.8, §4, §9): not now, 10 %, 15 % or 20 % of the appointment's amount,
// or a custom amount that starts at 10 %. Integer cents, half a cent rounded up, as the server
// rounds (libs/payments tips.ts, which has no browser entry yet).
export const TIP_PRESETS = [10, 15, 20] as const;
export const CUSTOM_TIP_START_PERCENT = 10;

export type TipChoice = { kind: 'not-now' } | { kind: 'percent'; percent: number } | { kind: 'custom'; amount: string };

/** percent % of amountCents, to the nearest cent (half up), on integers. */
export const tipCents = (amountCents: number, percent: number): number => Math.floor((amountCents * percent + 50) / 100);

/** The largest tip the server takes: the appointment's amount or $1,000, whichever is more. */
export const maxTipCents = (amountCents: number): number => Math.max(amountCents, 100_000);

/** The custom field's first value, in dollars: "9.00" for a $90.00 appointment. */
export const customTipStart = (amountCents: number): string => (tipCents(amountCents, CUSTOM_TIP_START_PERCENT) / 100).toFixed(2);

/** The tip in cents; null when the custom amount is not a positive amount of dollars and cents. */
export function tipAmount(choice: TipChoice, amountCents: number): number | null {
  switch (choice.kind) {
    case 'not-now':
      return 0;
    case 'percent':
      return tipCents(amountCents, choice.percent);
    case 'custom': {
      const text = choice.amount.trim().replace(/^\$/, '').replace(/,/g, '');
      if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
      const cents = Math.round(Number(text) * 100);
      return cents > 0 ? cents : null;
    }
  }
}
