// Ids of streams are UUIDs; anything else from outside (a typo, another shape of id, an attack)
// cannot name a stream and is answered as "not found" before any read.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
