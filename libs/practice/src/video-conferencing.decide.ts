// Decisions about the practice's video conferencing (spec 002 §4 Zoom states, §7
// deactivateVideoConferencing). Only where staff turned conferencingEnabled on; an errored
// account stays until the pro reconnects (which clears the error) or deactivates it.
import { DomainError } from '#app/es';
import type { PracticeFlags } from './practice-flags.js';
import type { ConferencingProvider, VideoConferencing, VideoConferencingEvent } from './video-conferencing.js';

export const VideoConferencingMessages = {
  disabled: 'Video conferencing is not enabled for this practice.',
  unknownProvider: "Please choose 'zoom'.",
  notConnected: 'Zoom is not connected.',
} as const;

export type VideoConferencingChange =
  /** The pro authorized us at the provider; the adapter read the account. */
  | { kind: 'Authorized'; provider: ConferencingProvider; accountId: string; accountName: string; accountEmail: string }
  /** The provider refused our access (revoked, expired): the banner asks for a reconnect. */
  | { kind: 'AccessLost'; provider: ConferencingProvider; accountId: string; at: string; message: string }
  | { kind: 'Deactivate'; provider: ConferencingProvider };

export const decideVideoConferencing = (change: VideoConferencingChange, state: VideoConferencing, flags: PracticeFlags): VideoConferencingEvent[] => {
  const { provider } = change;
  const account = state[provider];
  switch (change.kind) {
    case 'Authorized': {
      if (!flags.conferencingEnabled) throw new DomainError(VideoConferencingMessages.disabled);
      const { accountId, accountName, accountEmail } = change;
      const unchanged = account && account.erroredAt === null && account.accountId === accountId && account.accountName === accountName && account.accountEmail === accountEmail;
      return unchanged ? [] : [{ type: 'VideoConferencingConnected', data: { provider, accountId, accountName, accountEmail } }];
    }
    case 'AccessLost':
      // A late answer about an account since replaced or removed changes nothing; so does a repeat.
      if (!account || account.accountId !== change.accountId || account.erroredAt !== null) return [];
      return [{ type: 'VideoConferencingErrored', data: { provider, accountId: change.accountId, erroredAt: change.at, message: change.message } }];
    case 'Deactivate':
      if (!flags.conferencingEnabled) throw new DomainError(VideoConferencingMessages.disabled);
      if (!account) throw new DomainError(VideoConferencingMessages.notConnected);
      return [{ type: 'VideoConferencingDeactivated', data: { provider, accountId: account.accountId } }];
    default: {
      const unknown: never = change;
      throw new Error(`Unknown video conferencing change ${JSON.stringify(unknown)}`);
    }
  }
};
