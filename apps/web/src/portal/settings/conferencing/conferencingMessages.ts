// The conferencing page's texts (spec 002 §8 "Zoom disconnect"; §8 banners).
export const ConferencingMessages = {
  disconnected: 'Successfully disconnected from Zoom',
  somethingWentWrong: 'Something went wrong',
  connected: 'Zoom connected. New virtual appointments get a Zoom meeting link.',
  accessLost: 'We lost access to your Zoom account, so new virtual appointments use your location’s own link. Reconnect Zoom to generate meeting links again.',
} as const;

/** A failed disconnect: the server's first error, else the spec's fallback. */
export const disconnectFailure = (messages: string[]): string => messages[0] || ConferencingMessages.somethingWentWrong;
