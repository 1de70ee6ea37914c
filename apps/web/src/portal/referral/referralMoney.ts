// The credit is a subscription month, charged in US dollars whatever the practice's currency;
// $0.00 reads as an amount here (formatCents says 'Free', which fits prices, not totals).
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const referralMoney = (cents: number): string => usd.format(cents / 100);
