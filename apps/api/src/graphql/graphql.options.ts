import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { RequestContext } from './request-context.js';

export const graphqlOptions = (production: boolean): ApolloDriverConfig => ({
  driver: ApolloDriver,
  path: '/graphql',
  autoSchemaFile: true,
  sortSchema: true,
  introspection: !production,
  graphiql: false,
  playground: false,
  // Apollo's own CSRF prevention on top of our double-submit token (see access/csrf.ts).
  csrfPrevention: true,
  // An error that names its HTTP status (a rate limit's 429) keeps it; Nest's driver would answer 200.
  preserveHttpStatusForExecutionErrors: false,
  context: ({ req, res }: RequestContext) => ({ req, res }),
  formatError: (formatted) => ({
    message: formatted.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: formatted.extensions?.code },
  }),
});
