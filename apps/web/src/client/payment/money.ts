// Amounts are integer cents in the practice's currency (USD or CAD, spec 000 §1).
const formats = new Map<string, Intl.NumberFormat>();

/** "$90.00" (or "CA$90.00"); unlike formatCents, 0 reads "$0.00", not "Free". */
export function formatMoney(cents: number, currency = 'USD'): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formats.set(currency, format);
  }
  return format.format(cents / 100);
}

/** A line's price: 'Free' for 0 (spec 000 §9). */
export const formatPrice = (cents: number, currency = 'USD'): string => (cents === 0 ? 'Free' : formatMoney(cents, currency));
