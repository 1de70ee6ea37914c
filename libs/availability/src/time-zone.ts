import { IANAZone } from 'luxon';

const known = new Set<string>();

/**
 * Whether `zone` names an IANA time zone. Luxon's IANAZone.isValidZone makes an
 * Intl.DateTimeFormat at every call (about half a millisecond, a third of a booking's decision,
 * measured); the valid names are few, so each is checked once and remembered (never an invalid
 * one: those come from input, and are as many as anyone cares to send).
 */
export const isIanaZone = (zone: unknown): zone is string => {
  if (typeof zone !== 'string') return false;
  if (known.has(zone)) return true;
  if (!IANAZone.isValidZone(zone)) return false;
  known.add(zone);
  return true;
};
