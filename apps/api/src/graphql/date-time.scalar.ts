// Every instant the API takes in (startsAt, endsAt, a calendar range, recurring start times, an
// adjustment's date) is a DateTime: checked here, at the edge, once, so a year-0 or year-100000
// value never reaches an event (where it broke every later booking of the practice). Dates
// without a time (the booking page's window, an imported review's day) are a LocalDate under the
// same range. The rule itself is `readInstant` / `readLocalDate` in #app/es, which readers of
// stored data share. A value passes through unchanged: resolvers get the string the client sent.
// The scalars are used by reference (`type: () => DateTimeScalar`), like the JSON scalar, so the
// schema printer (server-schema.ts) and the running server see the same types without registration.
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { readInstant, readLocalDate } from '#app/es';

export const DATE_TIME_MESSAGE = 'Please enter a date and time between 1900 and 2100 in ISO 8601 with an offset, e.g. 2026-05-01T10:00:00-04:00.';
export const LOCAL_DATE_MESSAGE = 'Please enter a date between 1900 and 2100 as YYYY-MM-DD, e.g. 2026-05-01.';

/** A refused value; date-time-errors.plugin.ts answers it with this message alone, never echoing the value. */
export class DateTimeInputError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'BAD_USER_INPUT' } });
  }
}

const scalar = (name: string, description: string, accepts: (value: unknown) => boolean, message: string) => {
  const parse = (value: unknown): string => {
    if (!accepts(value)) throw new DateTimeInputError(message);
    return value as string;
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    parseValue: parse,
    parseLiteral: (ast: ValueNode) => parse(ast.kind === Kind.STRING ? ast.value : undefined),
    serialize: (value) => {
      if (typeof value === 'string') return value;
      if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
      throw new GraphQLError(`${name} cannot represent this value`);
    },
  });
};

export const DateTimeScalar = scalar(
  'DateTime',
  'An instant: ISO 8601 date and time with an offset (Z or ±HH:MM), e.g. 2026-05-01T10:00:00-04:00, in the years 1900 to 2100',
  (value) => readInstant(value) !== null,
  DATE_TIME_MESSAGE,
);

export const LocalDateScalar = scalar(
  'LocalDate',
  'A calendar date YYYY-MM-DD (no time, no zone), in the years 1900 to 2100',
  (value) => readLocalDate(value) !== null,
  LOCAL_DATE_MESSAGE,
);
