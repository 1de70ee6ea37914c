// Creates the practice's code once: a readable candidate is claimed on its own claim stream in the
// same append as the referral's creation, so two practices never hold one code. A candidate
// another practice holds is refused (TAKEN) and another is drawn; a second ensure finds the code
// and appends nothing (two at once: the loser decides again on the created state).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { claimDecider, DomainError, streamEvents } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { decidePractitionerReferral, practitionerReferralDecider, practitionerReferralStreamId, REFERRAL_CREDIT_CENTS, referralCodeFor, referralCodeStreamId } from '#app/referrals';
import { EnsurePractitionerReferralCommand } from './ensure-practitioner-referral.command.js';

const CANDIDATES = 8;
const TAKEN = 'This discount code is taken.';

@CommandHandler(EnsurePractitionerReferralCommand)
export class EnsurePractitionerReferralHandler implements ICommandHandler<EnsurePractitionerReferralCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ practiceId, proName, ctx }: EnsurePractitionerReferralCommand): Promise<CommandOutcome> {
    for (let attempt = 1; ; attempt++) {
      const discountCode = referralCodeFor(proName, randomBytes(4));
      try {
        return await handleDecision(this.store, ctx, async (loader) => {
          const streamId = practitionerReferralStreamId(practiceId);
          const state = await loader.load(streamId, practitionerReferralDecider);
          const events = decidePractitionerReferral({ type: 'CreateReferral', practiceId, discountCode, amountCents: REFERRAL_CREDIT_CENTS, now: ctx.now }, state);
          if (events.length === 0) return [];
          const claimStream = referralCodeStreamId(discountCode);
          const claim = claimDecider.decide({ type: 'ClaimValue', value: discountCode, ownerId: practiceId, takenMessage: TAKEN }, await loader.load(claimStream, claimDecider));
          return [streamEvents(streamId, practiceId, events), streamEvents(claimStream, practiceId, claim)];
        });
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'TAKEN') || attempt >= CANDIDATES) throw error;
      }
    }
  }
}
