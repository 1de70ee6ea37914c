// A client's e-mail and phone are unique within a practice: each is a claim stream
// (clientEmail-/clientPhone-<practiceId>-<value>) appended in the same atomic write as the client.
// Unlike the generic claimDecider, a client's claim can be released (edit, delete), after which
// another client may take the value.
import { DomainError, type Decider, type DomainEvent } from '#app/es';

export type ClientClaimEvent =
  | DomainEvent<'ValueClaimed', { value: string; ownerId: string }>
  | DomainEvent<'ClaimReleased', { value: string; ownerId: string }>;

export type ClientClaimCommand =
  | { type: 'ClaimValue'; value: string; ownerId: string; takenMessage: string }
  | { type: 'ReleaseClaim'; value: string; ownerId: string };

export interface ClientClaimState {
  ownerId: string | null;
}

export const clientClaimDecider: Decider<ClientClaimCommand, ClientClaimEvent, ClientClaimState> = {
  decide: (command, state) => {
    if (command.type === 'ReleaseClaim') {
      // Only the owner releases; a value already taken over by someone else stays theirs.
      return state.ownerId === command.ownerId ? [{ type: 'ClaimReleased', data: { value: command.value, ownerId: command.ownerId } }] : [];
    }
    if (state.ownerId && state.ownerId !== command.ownerId) throw new DomainError(command.takenMessage, 'TAKEN');
    if (state.ownerId === command.ownerId) return [];
    return [{ type: 'ValueClaimed', data: { value: command.value, ownerId: command.ownerId } }];
  },
  evolve: (_state, event) => ({ ownerId: event.type === 'ClaimReleased' ? null : event.data.ownerId }),
  initialState: () => ({ ownerId: null }),
};
