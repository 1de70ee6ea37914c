import type { GraphQLRequestListener } from '@apollo/server';
import { graphql, GraphQLError, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { DateTimeErrorsPlugin } from './date-time-errors.plugin.js';
import { DATE_TIME_MESSAGE, DateTimeInputError, DateTimeScalar, LOCAL_DATE_MESSAGE, LocalDateScalar } from './date-time.scalar.js';

// A one-field schema: echo(at: DateTime, day: LocalDate) returns what the resolver received.
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      echo: {
        type: GraphQLString,
        args: { at: { type: DateTimeScalar }, day: { type: LocalDateScalar } },
        resolve: (_root, args: { at?: string; day?: string }) => args.at ?? args.day ?? null,
      },
    },
  }),
});
const run = (source: string, variableValues?: Record<string, unknown>) => graphql({ schema, source, variableValues });

describe('DateTime', () => {
  it.each(['2026-05-01T10:00:00-04:00', '2026-05-01T14:00:00Z', '2026-05-01T14:00:00.123Z', '2026-05-01T19:30+05:30', '1900-01-01T00:00:00Z', '2100-12-31T23:59:59Z'])(
    'hands the resolver %s as it was sent',
    async (at) => {
      expect(await run('query($at: DateTime) { echo(at: $at) }', { at })).toEqual({ data: { echo: at } });
      expect(await run(`{ echo(at: "${at}") }`)).toEqual({ data: { echo: at } });
    },
  );

  it.each([
    '0000-05-01T10:00:00Z', '+000000-05-01T10:00:00Z', '-000001-05-01T10:00:00Z', '10000-05-01T10:00:00Z', '+010000-05-01T10:00:00Z',
    '+100000-01-01T00:00:00Z', '-271821-04-20T00:00:00Z', '100000', '', 'next tuesday', '2026-05-01T10:00:00', '2026-05-01', '2'.repeat(100_000),
  ])('refuses %j with the clear sentence', (value) => {
    expect(() => DateTimeScalar.parseValue(value)).toThrow(DATE_TIME_MESSAGE);
    expect(() => DateTimeScalar.parseValue(value)).toThrow(DateTimeInputError);
  });

  it('refuses what is not a string, in variables and in the document', async () => {
    for (const value of [100000, null, true, {}, ['2026-05-01T10:00:00Z']]) expect(() => DateTimeScalar.parseValue(value)).toThrow(DATE_TIME_MESSAGE);
    const literal = await run('{ echo(at: 100000) }');
    expect(literal.errors?.map((e) => e.message)).toEqual([DATE_TIME_MESSAGE]);
  });

  it('gives its outputs back as the string they are', () => {
    expect(DateTimeScalar.serialize('2026-05-01T10:00:00-04:00')).toBe('2026-05-01T10:00:00-04:00');
    expect(DateTimeScalar.serialize(new Date(Date.UTC(2026, 4, 1, 14)))).toBe('2026-05-01T14:00:00.000Z');
    expect(() => DateTimeScalar.serialize(42)).toThrow(GraphQLError);
  });
});

describe('LocalDate', () => {
  it('takes a calendar date from 1900 to 2100 as it was sent', async () => {
    expect(await run('query($day: LocalDate) { echo(day: $day) }', { day: '2026-05-01' })).toEqual({ data: { echo: '2026-05-01' } });
  });

  it.each(['0000-05-01', '+100000-01-01', '2101-01-01', '2027-02-30', '2026-05-01T00:00:00Z', 'June', ''])('refuses %j', (value) => {
    expect(() => LocalDateScalar.parseValue(value)).toThrow(LOCAL_DATE_MESSAGE);
  });
});

describe('the refusal as the caller gets it (DateTimeErrorsPlugin)', () => {
  const answered = async (source: string, variableValues?: Record<string, unknown>) => {
    const { errors = [] } = await run(source, variableValues);
    const listener = (await new DateTimeErrorsPlugin().requestDidStart()) as Required<GraphQLRequestListener<Record<string, unknown>>>;
    await listener.didEncounterErrors({ errors } as never);
    return errors.map((e) => [e.message, e.extensions.code]);
  };

  it('is the sentence alone, never the value, with code BAD_USER_INPUT', async () => {
    const huge = '2'.repeat(100_000);
    expect(await answered('query($at: DateTime) { echo(at: $at) }', { at: huge })).toEqual([[DATE_TIME_MESSAGE, 'BAD_USER_INPUT']]);
    expect(await answered(`{ echo(at: "${huge}") }`)).toEqual([[DATE_TIME_MESSAGE, 'BAD_USER_INPUT']]);
    expect(await answered('query($day: LocalDate) { echo(day: $day) }', { day: 'June' })).toEqual([[LOCAL_DATE_MESSAGE, 'BAD_USER_INPUT']]);
  });

  it('leaves other errors as graphql-js words them', async () => {
    const [[message]] = await answered('query($at: DateTime!) { echo(at: $at) }', {});
    expect(message).toBe('Variable "$at" of required type "DateTime!" was not provided.');
  });
});
