import { beforeEach, describe, expect, it } from '@jest/globals';
import { deciderSpec } from '#testing/es';
import { claimDecider, type ClaimEvent } from './unique-claim.js';

const spec = deciderSpec(claimDecider);
const claimedByA: ClaimEvent = { type: 'ValueClaimed', data: { value: 'ada@example.com', ownerId: 'a' } };
const released: ClaimEvent = { type: 'ValueReleased', data: { value: 'ada@example.com', ownerId: 'a' } };

describe('a unique claim', () => {
  // The assertions are in the given/when/then helper (then, thenThrows, thenNothingHappens).
  beforeEach(() => expect.hasAssertions());

  it('is claimed once; another owner is refused; the owner claiming again changes nothing', () => {
    spec.given([]).when({ type: 'ClaimValue', value: 'ada@example.com', ownerId: 'a', takenMessage: 'Taken' }).then([claimedByA]);
    spec.given([claimedByA]).when({ type: 'ClaimValue', value: 'ada@example.com', ownerId: 'b', takenMessage: 'Taken' }).thenThrows('Taken');
    spec.given([claimedByA]).when({ type: 'ClaimValue', value: 'ada@example.com', ownerId: 'a', takenMessage: 'Taken' }).thenNothingHappens();
  });

  it('is released only by its owner, and may then be claimed by another', () => {
    spec.given([claimedByA]).when({ type: 'ReleaseValue', value: 'ada@example.com', ownerId: 'a' }).then([released]);
    spec.given([claimedByA]).when({ type: 'ReleaseValue', value: 'ada@example.com', ownerId: 'b' }).thenNothingHappens();
    spec.given([claimedByA, released]).when({ type: 'ClaimValue', value: 'ada@example.com', ownerId: 'b', takenMessage: 'Taken' })
      .then([{ type: 'ValueClaimed', data: { value: 'ada@example.com', ownerId: 'b' } }]);
  });
});
