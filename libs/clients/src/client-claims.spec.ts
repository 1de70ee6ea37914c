import { deciderSpec } from '#testing/es';
import { clientClaimDecider, type ClientClaimEvent } from './client-claims.js';

const spec = deciderSpec(clientClaimDecider);
const claimed: ClientClaimEvent = { type: 'ValueClaimed', data: { value: 'ada@example.com', ownerId: 'c1' } };
const released: ClientClaimEvent = { type: 'ClaimReleased', data: { value: 'ada@example.com', ownerId: 'c1' } };
const claim = (ownerId: string) => ({ type: 'ClaimValue' as const, value: 'ada@example.com', ownerId, takenMessage: 'Taken' });

describe('client contact claims', () => {
  it('the first client claims a free value', () => spec.given([]).when(claim('c1')).then([claimed]));
  it('another client cannot take it', () => spec.given([claimed]).when(claim('c2')).thenThrows('Taken'));
  it('claiming again is a no-op for the owner', () => spec.given([claimed]).when(claim('c1')).thenNothingHappens());
  it('the owner releases it, then another client can claim it', () => {
    spec.given([claimed]).when({ type: 'ReleaseClaim', value: 'ada@example.com', ownerId: 'c1' }).then([released]);
    spec.given([claimed, released]).when(claim('c2')).then([{ type: 'ValueClaimed', data: { value: 'ada@example.com', ownerId: 'c2' } }]);
  });
  it('a released claim has no owner', () => {
    const state = [claimed, released].reduce(clientClaimDecider.evolve, clientClaimDecider.initialState());
    expect(state.ownerId).toBeNull();
  });
  it('only the owner releases', () => spec.given([claimed]).when({ type: 'ReleaseClaim', value: 'ada@example.com', ownerId: 'c2' }).thenNothingHappens());
});
