// Sign-up creates the pro's account and the practice in one atomic append: the e-mail and the
// short link are claimed by streams named after them, so two sign-ups can never share either.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { accountDecider, accountEmailStreamId, accountStreamId, AccessMessages, checkSignUp, normalizeEmail } from '#app/access';
import { claimDecider, DomainError } from '#app/es';
import { handleCommandAcrossStreams } from '#app/es-runtime';
import { isValidTimeZone, practiceDecider, practiceStreamId, shortLinkStreamId, toShortLink } from '#app/practice';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { hashPassword } from '../../password-hashing.js';
import { firstOfferings } from './first-offerings.js';
import { SignUpCommand, type SignUpResult } from './sign-up.command.js';

const DEFAULT_TIME_ZONE = 'America/New_York';

@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand, SignUpResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

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
    const email = normalizeEmail(input.email);
    const accountId = randomUUID();
    const practiceId = randomUUID();
    const passwordHash = await hashPassword(input.password);
    const { service, location } = firstOfferings(timeZone);
    let shortLink = '';
    const outcome = await handleCommandAcrossStreams(this.store, { ...ctx, actor: { kind: 'pro', id: accountId, name: input.name.trim() } }, async () => {
      shortLink = await this.freeShortLink(input.practiceName);
      return [
        { streamId: accountEmailStreamId(email), decider: claimDecider, practiceId, command: { type: 'ClaimValue', value: email, ownerId: accountId, takenMessage: AccessMessages.emailTaken } },
        { streamId: shortLinkStreamId(shortLink), decider: claimDecider, practiceId, command: { type: 'ClaimValue', value: shortLink, ownerId: practiceId, takenMessage: 'This short link is already in use.' } },
        { streamId: accountStreamId(accountId), decider: accountDecider, practiceId, command: { type: 'RegisterAccount', data: { accountId, kind: 'pro', name: input.name.trim(), email, passwordHash, practiceId } } },
        {
          streamId: practiceStreamId(practiceId),
          decider: practiceDecider,
          practiceId,
          command: {
            type: 'CreatePractice',
            data: { practiceId, name: input.practiceName.trim(), shortLink, timeZone, owner: { proId: accountId, name: input.name.trim(), email, phone: null } },
            firstService: service,
            firstLocation: location,
          },
        },
      ];
    }).catch((error) => {
      // Another sign-up took the short link in the meantime: the retries ran out on it.
      if (error instanceof DomainError && error.code === 'TAKEN' && error.message !== AccessMessages.emailTaken) {
        throw new DomainError('Please try again.');
      }
      throw error;
    });
    return { ...outcome, accountId, practiceId, shortLink };
  }
}
