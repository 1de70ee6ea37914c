// Writes the API's schema to a file (or stdout) for the web's code generator:
//   node dist/apps/api/src/graphql/print-schema.js apps/web/schema.graphql
// `npm run build` runs it between the API and the web; server-schema.spec.ts fails when the
// committed file is stale.
import { writeFileSync } from 'node:fs';
import { printServerSchema } from './server-schema.js';

const target = process.argv[2];
const sdl = await printServerSchema();
if (target) writeFileSync(target, sdl);
else process.stdout.write(sdl);
