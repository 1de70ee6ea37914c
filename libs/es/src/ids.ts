// Ids of streams are UUIDs; anything else from outside (a typo, another shape of id, an attack)
// cannot name a stream and is answered as "not found" before any read.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

// The unguessable tokens of client links (appointment links, intake forms, calendar feeds):
// base64url, 16 to 64 characters. Anything else is answered as "not found" before any read.
const LINK_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export const isLinkToken = (value: unknown): value is string => typeof value === 'string' && LINK_TOKEN.test(value);
