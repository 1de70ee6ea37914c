// Amounts are integer cents; the spec shows USD and 'Free' for an amount of 0.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatCents(cents: number): string {
  return cents === 0 ? 'Free' : usd.format(cents / 100);
}
