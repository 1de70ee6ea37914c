// How support reads times and money: a time in a named zone ("Mon, Nov 23, 10:00 AM EST"), money in
// the practice's currency ("$110.00"). One place, so the story, the as-of view, the diff and the
// exports say the same thing the same way.
import { DateTime } from 'luxon';

export const formatInZone = (iso: string, zone: string): string => {
  const t = DateTime.fromISO(iso, { zone });
  return t.isValid ? t.toFormat('ccc, LLL d, yyyy, h:mm a ZZZZ') : iso;
};

/** Only the clock time when two instants share a day in the zone ("11:00 AM EST"), for "from ... to ...". */
export const formatTimeAfter = (iso: string, previousIso: string, zone: string): string => {
  const t = DateTime.fromISO(iso, { zone });
  const p = DateTime.fromISO(previousIso, { zone });
  if (!t.isValid || !p.isValid) return iso;
  return t.hasSame(p, 'day') ? t.toFormat('h:mm a ZZZZ') : formatInZone(iso, zone);
};

export const formatMoney = (cents: number, currency = 'USD'): string => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
};
