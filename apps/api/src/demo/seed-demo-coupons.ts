// Demo coupons (issue 17): a 20 % welcome code used once by a visitor's booking (accepted, so the
// discount shows on the appointment and in the payments directory), and a $15 deep tissue code
// that expires at the end of next month, through the same commands the portal and the public page send.
import type { Command } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import { SaveCouponCommand } from '../coupons/commands/save-coupon/save-coupon.command.js';

type Execute = <R extends CommandOutcome>(command: Command<R>) => Promise<R>;

export const DEMO_COUPON_CODE = 'WELCOME20';

export const seedDemoCoupons = async (
  execute: Execute,
  demo: { practiceId: string; timeZone: string; deepTissueId: string; pro: CommandContext; now: Date; bookWithCode: (code: string) => Promise<string>; accept: (appointmentId: string) => Promise<unknown> },
): Promise<void> => {
  const { practiceId, pro } = demo;
  await execute(new SaveCouponCommand({ discountCodeId: randomUUID(), practiceId, code: DEMO_COUPON_CODE, kind: 'percentage', percent: 20, maxRedemptions: 50 }, pro));
  const endOfNextMonth = DateTime.fromJSDate(demo.now, { zone: demo.timeZone }).plus({ months: 1 }).endOf('month').toUTC().toISO()!;
  await execute(new SaveCouponCommand({
    discountCodeId: randomUUID(), practiceId, code: 'DEEPRELIEF15', kind: 'fixed', amountCents: 1500, expiresAt: endOfNextMonth,
    applyToSpecificServices: true, serviceIds: [demo.deepTissueId],
  }, pro));
  await demo.accept(await demo.bookWithCode(DEMO_COUPON_CODE));
};
