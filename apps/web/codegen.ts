// Types for every GraphQL operation the web sends, checked against the API's schema
// (schema.graphql, printed by apps/api/src/graphql/print-schema.ts). Operations are written
// inline with `graphql(...)` from src/graphql; `npm run codegen` (part of the build) regenerates
// src/graphql/ and fails when an operation no longer fits the schema. Offline: no server needed.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/graphql/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/graphql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        // Operations are sent as plain strings (fetch), or parsed once for react-admin's Apollo client.
        documentMode: 'string',
        useTypeImports: true,
        emitLegacyCommonJSImports: false,
        skipTypename: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        // DateTime and LocalDate travel as the strings the API checks (apps/api/src/graphql/date-time.scalar.ts).
        scalars: { JSON: 'unknown', ID: 'string', DateTime: 'string', LocalDate: 'string' },
      },
    },
  },
};

export default config;
