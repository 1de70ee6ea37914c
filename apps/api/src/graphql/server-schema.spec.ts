// The web generates its operation types from apps/web/schema.graphql (committed, so the web
// builds on its own). This fails when a server change was not carried into that file:
// `npm run build` rewrites it; commit the result.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { printServerSchema } from './server-schema.js';

const schemaFile = new URL('../../../web/schema.graphql', import.meta.url);

describe('the schema file the web is generated from', () => {
  it('is the API schema as the server builds it', async () => {
    expect(readFileSync(schemaFile, 'utf8')).toBe(await printServerSchema());
  });
});
