// The API's GraphQL schema as SDL, built from the resolver classes the app's modules provide,
// without a database or an HTTP server. The web generates its operation types from it (see
// print-schema.ts); it is the schema the running server exposes (same factory, sorted).
import 'reflect-metadata';
import type { DynamicModule, Provider, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory, RESOLVER_TYPE_METADATA } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { AppModule, type AppModuleOptions } from '../app.module.js';

type ModuleRef = Type | DynamicModule | Promise<DynamicModule>;

const isDynamic = (module: ModuleRef): module is DynamicModule => typeof module === 'object' && 'module' in module;

const classOf = (provider: Provider): Function | undefined =>
  typeof provider === 'function' ? provider : 'useClass' in provider ? provider.useClass : undefined;

/** Every resolver class reachable from `root` through its imports (static and dynamic). */
export function resolversOf(root: ModuleRef): Function[] {
  const resolvers = new Set<Function>();
  const seen = new Set<unknown>();
  const visit = (module: ModuleRef) => {
    if (module instanceof Promise || seen.has(module)) return;
    seen.add(module);
    const type = isDynamic(module) ? module.module : module;
    const imports: ModuleRef[] = [...(Reflect.getMetadata('imports', type) ?? []), ...(isDynamic(module) ? (module.imports ?? []) : [])];
    const providers: Provider[] = [...(Reflect.getMetadata('providers', type) ?? []), ...(isDynamic(module) ? (module.providers ?? []) : [])];
    for (const provider of providers) {
      const candidate = classOf(provider);
      if (candidate && Reflect.hasMetadata(RESOLVER_TYPE_METADATA, candidate)) resolvers.add(candidate);
    }
    imports.forEach((imported) => visit(imported as ModuleRef));
  };
  visit(root);
  return [...resolvers];
}

const HEADER = '# The API\'s GraphQL schema, written by apps/api/src/graphql/print-schema.ts on `npm run build`. Do not edit.\n\n';

/** The app's schema as a file's text, sorted as the server sorts it (graphql.options.ts sortSchema). */
export async function printServerSchema(): Promise<string> {
  // Registering only describes the modules; nothing opens or reads the persistence.
  const app = AppModule.register({ persistence: {} as AppModuleOptions['persistence'], production: false });
  const context = await NestFactory.createApplicationContext(GraphQLSchemaBuilderModule, { logger: false });
  try {
    const schema = await context.get(GraphQLSchemaFactory).create(resolversOf(app));
    return `${HEADER}${printSchema(lexicographicSortSchema(schema))}\n`;
  } finally {
    await context.close();
  }
}
