// graphql-js words a refused argument as `Variable "$startsAt" got invalid value "<the whole
// value>"; <reason>` (and a literal as `Expected value of type ..., found <it>`), echoing a
// 100,000-character value back and calling a literal a validation failure. For the date scalars'
// refusals the caller gets the clear sentence alone, with code BAD_USER_INPUT (HTTP 400 still).
import { Plugin } from '@nestjs/apollo';
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import type { GraphQLError } from 'graphql';
import { DateTimeInputError } from './date-time.scalar.js';

/** The refusal a date scalar threw, if this error is one (graphql-js and Apollo wrap it). */
const refusalOf = (error: GraphQLError): DateTimeInputError | null => {
  for (let cause: unknown = error, depth = 0; cause && depth < 4; cause = (cause as GraphQLError).originalError, depth++) {
    if (cause instanceof DateTimeInputError) return cause;
  }
  return null;
};

@Plugin()
export class DateTimeErrorsPlugin implements ApolloServerPlugin {
  async requestDidStart(): Promise<GraphQLRequestListener<Record<string, unknown>>> {
    return {
      didEncounterErrors: async ({ errors }) => {
        for (const error of errors) {
          const refusal = refusalOf(error);
          if (!refusal || refusal === error) continue;
          error.message = refusal.message;
          (error.extensions as Record<string, unknown>).code = 'BAD_USER_INPUT';
        }
      },
    };
  }
}
