// Sign-up: loads the four streams, decideSignUp (libs/access), appends atomically. A free short
// link is looked for first; a sign-up that takes it meanwhile makes this one decide again.
// A referral code the new pro came with credits its practice in the same append (../../../referrals).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { accountDecider, AccessMessages, checkSignUp, decideSignUp, normalizeEmail, signUpStreamIds } from '#app/access';
import { claimDecider, DomainError } from '#app/es';
import { handleDecision } from '#app/es-runtime';
import { isValidTimeZone, practiceDecider, shortLinkStreamId, toShortLink } from '#app/practice';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { PasswordHashing } from '../../password-hashing.js';
import { referralUseOnSignUp } from '../../../referrals/commands/record-referral-use/record-referral-use-on-sign-up.js';
import { firstOfferings } from './first-offerings.js';
import { SignUpCommand, type SignUpResult } from './sign-up.command.js';

const DEFAULT_TIME_ZONE = 'America/New_York';

@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand, SignUpResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly passwords: PasswordHashing,
  ) {}

  private async freeShortLink(practiceName: string): Promise<string> {
    const base = toShortLink(practiceName).slice(0, 40) || 'practice';
    for (let n = 1; n < 1000; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if ((await this.store.readStream(shortLinkStreamId(candidate), { maxCount: 1 })).length === 0) return candidate;
    }
    return `${base}-${randomUUID().slice(0, 8)}`;
  }

  async execute({ input, ctx }: SignUpCommand): Promise<SignUpResult> {
    checkSignUp(input);
    const timeZone = input.timeZone && isValidTimeZone(input.timeZone) ? input.timeZone : DEFAULT_TIME_ZONE;
    const ids = { accountId: randomUUID(), practiceId: randomUUID() };
    const { service, location } = firstOfferings(timeZone);
    const signUp = { ...ids, name: input.name, email: normalizeEmail(input.email), passwordHash: await this.passwords.hash(input.password), practiceName: input.practiceName, timeZone, firstService: service, firstLocation: location, shortLink: '' };
    const outcome = await handleDecision(this.store, { ...ctx, actor: { kind: 'pro', id: ids.accountId, name: input.name.trim() } }, async (loader) => {
      signUp.shortLink = await this.freeShortLink(input.practiceName);
      const streams = signUpStreamIds(signUp);
      const referral = await referralUseOnSignUp(loader, input.referralCode, ids.practiceId, ctx.now);
      return [...decideSignUp(signUp, {
        email: await loader.load(streams.email, claimDecider),
        shortLink: await loader.load(streams.shortLink, claimDecider),
        account: await loader.load(streams.account, accountDecider),
        practice: await loader.load(streams.practice, practiceDecider),
      }), ...referral];
    }).catch((error) => {
      // Another sign-up took the short link in the meantime: the retries ran out on it.
      if (error instanceof DomainError && error.code === 'TAKEN' && error.message !== AccessMessages.emailTaken) throw new DomainError('Please try again.');
      throw error;
    });
    return { ...outcome, ...ids, shortLink: signUp.shortLink };
  }
}
