// Read code never trusts stored instants: a document written before the API checked dates (a
// personal event in year 0 or 100000) is left out of the answer instead of failing the query, the
// practice's availability or a booking, and logged once per process as a warning that names it, so
// it can be found and fixed. The rule is the API's own (readInstant in #app/es).
import { Logger } from '@nestjs/common';
import { allInstantsReadable } from '#app/es';

const logger = new Logger('StoredInstants');
/** Records already reported; bounded so that a flood of bad records cannot grow memory. */
const reported = new Set<string>();
const MAX_REPORTED = 10_000;

const shown = (value: unknown) => JSON.stringify(String(value).slice(0, 40));

/**
 * The records whose instants can all be read. `what` and `keyOf` name a record in the log
 * ("personal event <id>"); `instantsOf` gives its stored instants.
 */
export const withReadableInstants = <T>(records: readonly T[], what: string, keyOf: (record: T) => string, instantsOf: (record: T) => unknown[]): T[] =>
  records.filter((record) => {
    const instants = instantsOf(record);
    if (allInstantsReadable(...instants)) return true;
    const name = `${what} ${keyOf(record)}`;
    if (!reported.has(name) && reported.size < MAX_REPORTED) {
      reported.add(name);
      logger.warn(`Skipped ${name}: its stored time ${instants.map(shown).join(' to ')} is not an ISO 8601 date-time from 1900 to 2100.`);
    }
    return false;
  });

/** The same for records with startsAt and endsAt (appointments, personal and group events, reservations). */
export const withReadableTimes = <T extends { startsAt: unknown; endsAt: unknown }>(records: readonly T[], what: string, keyOf: (record: T) => string): T[] =>
  withReadableInstants(records, what, keyOf, (r) => [r.startsAt, r.endsAt]);
