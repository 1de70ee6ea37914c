// The practice's video conferencing accounts (spec 002 §3 "Video conferencing (Zoom)", §4 Zoom
// states): not connected, connected, errored (the provider refused our access: disconnected and
// needs a reconnect). Facts on the practice stream; the meeting links they lead to are recorded
// on each appointment's stream (libs/appointments virtual-meeting.ts).
import type { DomainEvent } from '#app/es';

export type ConferencingProvider = 'zoom';
export const CONFERENCING_PROVIDERS: readonly ConferencingProvider[] = ['zoom'];

export interface ConferencingAccount {
  provider: ConferencingProvider;
  /** The provider's id of the account that authorized us (meetings are created as that user). */
  accountId: string;
  accountName: string;
  accountEmail: string;
  /** When the provider refused our access; null while it works. */
  erroredAt: string | null;
  errorMessage: string | null;
}

/** Connected accounts by provider; a deactivated provider is absent. */
export type VideoConferencing = Partial<Record<ConferencingProvider, ConferencingAccount>>;

export type VideoConferencingEvent =
  | DomainEvent<'VideoConferencingConnected', { provider: ConferencingProvider; accountId: string; accountName: string; accountEmail: string }>
  | DomainEvent<'VideoConferencingErrored', { provider: ConferencingProvider; accountId: string; erroredAt: string; message: string }>
  | DomainEvent<'VideoConferencingDeactivated', { provider: ConferencingProvider; accountId: string }>;

export const VIDEO_CONFERENCING_EVENT_TYPES: ReadonlyArray<VideoConferencingEvent['type']> = [
  'VideoConferencingConnected', 'VideoConferencingErrored', 'VideoConferencingDeactivated',
];

export const isVideoConferencingEvent = (event: { type: string }): event is VideoConferencingEvent =>
  (VIDEO_CONFERENCING_EVENT_TYPES as readonly string[]).includes(event.type);

export const evolveVideoConferencing = (state: VideoConferencing, event: VideoConferencingEvent): VideoConferencing => {
  const { provider } = event.data;
  switch (event.type) {
    case 'VideoConferencingConnected': {
      const { accountId, accountName, accountEmail } = event.data;
      return { ...state, [provider]: { provider, accountId, accountName, accountEmail, erroredAt: null, errorMessage: null } };
    }
    case 'VideoConferencingErrored': {
      const account = state[provider];
      if (!account || account.accountId !== event.data.accountId) return state;
      return { ...state, [provider]: { ...account, erroredAt: event.data.erroredAt, errorMessage: event.data.message } };
    }
    case 'VideoConferencingDeactivated': {
      const { [provider]: _gone, ...rest } = state;
      return rest;
    }
  }
};

/** The account meetings are created with: connected and not errored; null when there is none. */
export const activeConferencingAccount = (state: VideoConferencing | undefined): ConferencingAccount | null => {
  const zoom = state?.zoom;
  return zoom && zoom.erroredAt === null ? zoom : null;
};

/** The spec's practice.conferencingServices: a connected provider, active unless errored. */
export const conferencingServicesOf = (state: VideoConferencing | undefined): Array<{ provider: ConferencingProvider; active: boolean }> =>
  CONFERENCING_PROVIDERS.flatMap((provider) => {
    const account = state?.[provider];
    return account ? [{ provider, active: account.erroredAt === null }] : [];
  });
