// Uniqueness without a unique index on a read model: a value (an e-mail, a short link) is claimed
// by appending to the stream named after it with "no stream yet"; the store lets only one win.
import { DomainError, type Decider, type DomainEvent } from './decider.js';

// Released when the owner gives the value up (an account changing its e-mail), so another may claim it.
export type ClaimEvent = DomainEvent<'ValueClaimed', { value: string; ownerId: string }> | DomainEvent<'ValueReleased', { value: string; ownerId: string }>;
export type ClaimCommand =
  | { type: 'ClaimValue'; value: string; ownerId: string; takenMessage: string }
  | { type: 'ReleaseValue'; value: string; ownerId: string };
export type ClaimState = { ownerId: string | null };

export const claimDecider: Decider<ClaimCommand, ClaimEvent, ClaimState> = {
  decide: (command, state) => {
    if (command.type === 'ReleaseValue') {
      return state.ownerId === command.ownerId ? [{ type: 'ValueReleased', data: { value: command.value, ownerId: command.ownerId } }] : [];
    }
    if (state.ownerId && state.ownerId !== command.ownerId) throw new DomainError(command.takenMessage, 'TAKEN');
    if (state.ownerId === command.ownerId) return [];
    return [{ type: 'ValueClaimed', data: { value: command.value, ownerId: command.ownerId } }];
  },
  evolve: (_state, event) => ({ ownerId: event.type === 'ValueReleased' ? null : event.data.ownerId }),
  initialState: () => ({ ownerId: null }),
};
