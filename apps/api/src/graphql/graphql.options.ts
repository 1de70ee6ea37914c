import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { formatGraphqlError } from './format-graphql-error.js';
import { MAX_TOKENS, maxAliases, noSubscriptions } from './operation-limits.js';
import type { RequestContext } from './request-context.js';
import { textInputGuard } from './text-input-guard.plugin.js';

export const graphqlOptions = (production: boolean): ApolloDriverConfig => ({
  driver: ApolloDriver,
  path: '/graphql',
  autoSchemaFile: true,
  sortSchema: true,
  // Nest checks a built schema by running the introspection query over it, 0.1 to 0.2 s of every
  // start (every test server pays it); Apollo asserts the same schema valid when it starts anyway.
  buildSchemaOptions: { skipCheck: true },
  introspection: !production,
  graphiql: false,
  playground: false,
  // Apollo's own CSRF prevention on top of our double-submit token (see access/csrf.ts).
  csrfPrevention: true,
  // An error that names its HTTP status (a rate limit's 429) keeps it; Nest's driver would answer 200.
  preserveHttpStatusForExecutionErrors: false,
  context: ({ req, res }: RequestContext) => ({ req, res }),
  plugins: [textInputGuard],
  validationRules: [noSubscriptions, maxAliases],
  parseOptions: { maxTokens: MAX_TOKENS },
  formatError: formatGraphqlError,
});
