// Lets a child `node` process run the product from its TypeScript sources, as Jest does (the same
// @swc/core transform as jest.config.js, and the same #app / #testing / #projections aliases), so
// several-processes.e2e-spec.ts can start real API processes without a build of dist/.
// Registered by register-ts-loader.mjs (node --import).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from '@swc/core';

const root = new URL('../../../', import.meta.url);
const aliases = [
  [/^#app\/(.+)$/, 'libs/$1/src/index.ts'],
  [/^#testing\/(.+)$/, 'libs/$1/src/testing/index.ts'],
  [/^#projections$/, 'projections/index.ts'],
];

export async function resolve(specifier, context, next) {
  for (const [pattern, target] of aliases) {
    if (pattern.test(specifier)) return { url: new URL(specifier.replace(pattern, target), root).href, shortCircuit: true };
  }
  // Sources import each other as './file.js' (what tsc emits); the file on disk is './file.ts'.
  if (context.parentURL?.endsWith('.ts') && /^\.{1,2}\//.test(specifier) && specifier.endsWith('.js')) {
    const ts = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(ts))) return { url: ts.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const filename = fileURLToPath(url);
  const { code } = await transform(await readFile(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
