// The calendar's time window (from, to): any ISO date-times, to after from, at most 100 days
// (a month view plus a unit either side). Bad input is a GraphQL error with a clear message.
import { GraphQLError } from 'graphql';
import { DateTime } from 'luxon';

export const MAX_RANGE_DAYS = 100;
const DAY_MS = 86_400_000;

export interface TimeRange {
  from: string;
  to: string;
}

export const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

export const parseRange = (from: string, to: string): TimeRange => {
  const parse = (value: string) => (typeof value === 'string' && value.length <= 40 ? DateTime.fromISO(value, { setZone: true }) : DateTime.invalid('none'));
  const start = parse(from);
  const end = parse(to);
  if (!start.isValid || !end.isValid) throw badInput('Please send from and to as date-times (YYYY-MM-DDTHH:mm:ss±HH:MM).');
  const span = end.toMillis() - start.toMillis();
  if (span <= 0 || span > MAX_RANGE_DAYS * DAY_MS) throw badInput(`Please ask for a range from a start to a later end, at most ${MAX_RANGE_DAYS} days.`);
  return { from: start.toUTC().toISO()!, to: end.toUTC().toISO()! };
};
