import { jest } from '@jest/globals';
import { BadRequestException, Logger } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { DomainError, NotFoundError } from '#app/es';
import { formatGraphqlError } from './format-graphql-error.js';

const formattedOf = (error: GraphQLError) => ({ ...error.toJSON(), extensions: { code: 'INTERNAL_SERVER_ERROR', ...error.extensions } });
const fromResolver = (original: Error) => new GraphQLError(original.message, { path: ['client'], originalError: original });

let logged: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

describe('answers reach the caller as they are, unlogged', () => {
  it('a GraphQLError with its own code', () => {
    const error = fromResolver(new GraphQLError('Client not found', { extensions: { code: 'NOT_FOUND' } }));
    expect(formatGraphqlError(formattedOf(error), error)).toEqual({ message: 'Client not found', path: ['client'], extensions: { code: 'NOT_FOUND' } });
  });

  it("Apollo's own: validation, parse, bad request", () => {
    const error = new GraphQLError('Unknown argument "x".', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(formatGraphqlError(formattedOf(error), error).extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });

  it("graphql-js refusing the request's variables, without a code", () => {
    const error = new GraphQLError('Too many errors processing variables, error limit reached. Execution aborted.');
    expect(formatGraphqlError(formattedOf(error), error)).toEqual({ message: error.message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("a decider's rule, with the spec's words", () => {
    for (const [original, code] of [[new DomainError('Please choose a service.'), 'BAD_USER_INPUT'], [new NotFoundError('Appointment not found'), 'NOT_FOUND']] as const) {
      const error = fromResolver(original);
      expect(formatGraphqlError(formattedOf(error), error)).toMatchObject({ message: original.message, extensions: { code } });
    }
  });

  it('a 4xx HttpException', () => {
    const error = fromResolver(new BadRequestException('Bad date'));
    expect(formatGraphqlError({ message: 'Bad date', extensions: { code: 'BAD_REQUEST' } }, error)).toMatchObject({ message: 'Bad date', extensions: { code: 'BAD_REQUEST' } });
  });

  afterEach(() => expect(logged).not.toHaveBeenCalled());
});

describe('a fault', () => {
  it.each([
    ['a database error', fromResolver(new Error('invalid byte sequence for encoding "UTF8": 0x00')), 'invalid byte sequence'],
    ['a GraphQLError without a code', fromResolver(new GraphQLError('Practice not found')), 'Practice not found'],
    ['graphql-js refusing a null', new GraphQLError('Cannot return null for non-nullable field Query.x.', { path: ['x'] }), 'Cannot return null'],
    ['an error thrown outside resolvers', new GraphQLError('Internal server error', { originalError: new TypeError('x is undefined') }), 'x is undefined'],
  ])('(%s) is logged with a correlation id that the caller is given instead of its words', (_name, error, cause) => {
    const answer = formatGraphqlError(formattedOf(error), error);
    const correlationId = answer.extensions?.correlationId as string;
    expect(correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.message).toBe(`Something went wrong on our side. Please contact support and quote reference ${correlationId}.`);
    expect(answer.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0][0])).toContain(correlationId);
    expect(String(logged.mock.calls[0][0])).toContain(cause);
  });
});
