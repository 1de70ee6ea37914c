// How a coupon reads in the list: "20% off", "$15.00 off", its limits.
import type { Coupon } from './couponCalls';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const discountText = (c: Pick<Coupon, 'kind' | 'amountCents' | 'percent'>): string =>
  c.kind === 'fixed' ? `${dollars(c.amountCents ?? 0)} off` : `${c.percent ?? 0}% off`;

export const limitsText = (c: Coupon, serviceNames: Map<string, string>): string => {
  const parts = [
    c.maxRedemptions ? `Redeemed ${c.redemptionCount} of ${c.maxRedemptions}` : `Redeemed ${c.redemptionCount} ${c.redemptionCount === 1 ? 'time' : 'times'}`,
    c.expiresAt ? `Expires ${new Date(c.expiresAt).toLocaleDateString()}` : 'No expiry',
    c.applyToSpecificServices ? `Only ${c.serviceIds.map((id) => serviceNames.get(id) ?? 'a removed service').join(', ')}` : 'All services',
  ];
  return parts.join(' · ');
};
