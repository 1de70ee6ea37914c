// Coupons (discount codes, issue 17): the pro's Coupons tab calls and the public page's code check.
// The redemption itself happens inside the public booking (./redeem-at-booking.ts).
import { Module } from '@nestjs/common';
import { DeleteCouponHandler } from './commands/delete-coupon/delete-coupon.handler.js';
import { SaveCouponHandler } from './commands/save-coupon/save-coupon.handler.js';
import { CouponsResolver } from './coupons.resolver.js';
import { PublicCouponResolver } from './public-coupon.resolver.js';

@Module({
  providers: [CouponsResolver, PublicCouponResolver, SaveCouponHandler, DeleteCouponHandler],
})
export class CouponsModule {}
