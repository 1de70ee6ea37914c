// Apollo's formatError: tells an answer from a fault. An answer is an error with its own code
// (ours: NOT_FOUND, BAD_USER_INPUT, ...; Apollo's: parse, validation, bad request), a rule broken
// in a decider (DomainError, with the spec's words) or a 4xx HttpException; it reaches the caller
// as it is, as does graphql-js's own refusal of a request's variables. Anything else carries
// INTERNAL_SERVER_ERROR (graphql-js's "Cannot return null", a GraphQLError thrown without a code, a
// database error, a TypeError): a bug, reported with a correlation id that the caller is given.
import { HttpException } from '@nestjs/common';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { DomainError } from '#app/es';
import { faultMessage, reportFault } from '../infrastructure/fault-report.js';

const INTERNAL = 'INTERNAL_SERVER_ERROR';

/** The error that started it: through GraphQL's wrapping of resolver errors and Apollo's of others. */
const causeOf = (error: unknown): unknown => {
  let cause = error;
  while (cause instanceof GraphQLError && cause.originalError) cause = cause.originalError;
  return cause;
};

const answerCode = (formatted: GraphQLFormattedError, cause: unknown): string | null => {
  if (cause instanceof DomainError) return cause.code === 'DOMAIN_RULE' ? 'BAD_USER_INPUT' : cause.code;
  const code = formatted.extensions?.code;
  if (code && code !== INTERNAL) return String(code);
  if (cause instanceof HttpException && cause.getStatus() < 500) return 'BAD_REQUEST';
  // graphql-js refusing the request itself, before any resolver (no path), in its own words and
  // without a code: "Too many errors processing variables, error limit reached."
  if (cause instanceof GraphQLError && !formatted.path) return 'BAD_USER_INPUT';
  return null;
};

export const formatGraphqlError = (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
  const { message, locations, path } = formatted;
  const cause = causeOf(error);
  const code = answerCode(formatted, cause);
  if (code !== null) return { message: cause instanceof DomainError ? cause.message : message, locations, path, extensions: { code } };
  const correlationId = reportFault(cause, `GraphQL ${path?.join('.') ?? 'request'}`);
  return { message: faultMessage(correlationId), locations, path, extensions: { code: INTERNAL, correlationId } };
};
