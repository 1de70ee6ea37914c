// The signed-in pro's referral program (spec 002 §2 'Referral Program: Get a free month!', §3):
// the page calls ensurePractitionerReferral first (a practice gets its code the first time its
// pro opens the page), then reads practitionerReferral. Always the caller's own practice: there is
// no id to ask for another's.
import { Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { newCommandContext } from '#app/es';
import { requirePro } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { EnsurePractitionerReferralCommand } from './commands/ensure-practitioner-referral/ensure-practitioner-referral.command.js';
import { PractitionerReferralReader } from './practitioner-referral-reader.js';
import { PractitionerReferral, PractitionerReferralPayload } from './referrals.models.js';

@Resolver()
export class ReferralsResolver {
  constructor(
    private readonly commands: CommandSender,
    private readonly reader: PractitionerReferralReader,
    private readonly clock: Clock,
  ) {}

  @Query(() => PractitionerReferral, { description: "The signed-in pro's referral: code, credit per use, uses and (lifer practices) withdrawals" })
  practitionerReferral(@Context() ctx: RequestContext): Promise<PractitionerReferral> {
    const pro = requirePro(ctx);
    return this.reader.referral(pro.practiceId);
  }

  @Mutation(() => PractitionerReferralPayload, { description: "Creates the practice's discount code the first time; afterwards changes nothing" })
  ensurePractitionerReferral(@Context() ctx: RequestContext): Promise<PractitionerReferralPayload> {
    const pro = requirePro(ctx);
    return asPayload({ practitionerReferral: null }, async () => {
      await this.commands.send(new EnsurePractitionerReferralCommand(pro.practiceId, pro.name, newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx))));
      return { practitionerReferral: await this.reader.referral(pro.practiceId) };
    });
  }
}
