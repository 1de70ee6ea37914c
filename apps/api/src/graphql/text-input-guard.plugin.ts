// Every string a GraphQL request brings (its variables and the literals written in its document)
// passes one check once the operation is known, before variables are coerced or anything runs:
// text the database cannot store is refused with 400 BAD_USER_INPUT and a sentence naming where it
// is, and nothing is written. The document's raw text is checked before parsing, by
// graphql-source-guard.ts.
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { unstorableText, unstorableTextMessage } from '../infrastructure/unstorable-text.js';
import { unstorableLiteral } from './unstorable-literal.js';

const refused = (where: string) =>
  new GraphQLError(unstorableTextMessage(where), { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

export const textInputGuard: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const where = unstorableText(request.variables ?? {}) ?? unstorableLiteral(document);
        if (where !== null) throw refused(where || 'variables');
      },
    };
  },
};
