// `node --import ./register-ts-loader.mjs file.ts`: runs TypeScript sources (see ts-loader.mjs).
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);
