// Every query and mutation of the running schema, found by introspection (so the fuzzing grows with
// the schema), turned into fast-check arbitraries of calls: a document with typed variables and a
// selection of the result's scalar fields two levels deep, and variables drawn from the hostile values.
import fc from 'fast-check';
import {
  getNamedType, isEnumType, isInputObjectType, isInterfaceType, isListType, isNonNullType, isObjectType, isScalarType,
  isUnionType, type GraphQLArgument, type GraphQLField, type GraphQLInputType, type GraphQLOutputType, type GraphQLSchema,
} from 'graphql';
import { dateLike, hostileFloat, hostileId, hostileInt, hostileString, knownId, plausibleInstant, plausibleString, type KnownIds } from './hostile-values.js';

export interface SchemaCall {
  operation: 'query' | 'mutation';
  field: string;
  document: string;
  variables: Record<string, unknown>;
}

const DATE_ARG = /(^|[a-z])(startsAt|endsAt|startTime|startTimes|from|to|date|dates|datetimes|at|time|times|after|before|reviewDate)$/i;

const typeRef = (type: GraphQLInputType): string => String(type);

const selection = (type: GraphQLOutputType, depth: number): string => {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (isUnionType(named) || isInterfaceType(named) || depth === 0) return '{ __typename }';
  if (!isObjectType(named)) return '{ __typename }';
  const parts = Object.values(named.getFields())
    .filter((f) => f.args.every((a) => !isNonNullType(a.type)))
    .map((f) => {
      const inner = getNamedType(f.type);
      if (isScalarType(inner) || isEnumType(inner)) return f.name;
      return depth > 1 ? `${f.name} ${selection(f.type, depth - 1)}` : null;
    })
    .filter((p): p is string => !!p);
  return `{ __typename ${parts.join(' ')} }`;
};

interface Context {
  now: Date;
  known: KnownIds;
  /** 'plausible': right types, no nulls where one is required, no unstorable text — calls that reach the resolvers' own rules. */
  mode?: 'hostile' | 'plausible';
}

const valueFor = (type: GraphQLInputType, name: string, ctx: Context, depth: number): fc.Arbitrary<unknown> => {
  if (isNonNullType(type)) {
    if (ctx.mode === 'plausible') return valueFor(type.ofType as GraphQLInputType, name, { ...ctx }, depth).filter((v) => v !== null && v !== undefined);
    return fc.oneof({ weight: 30, arbitrary: valueFor(type.ofType as GraphQLInputType, name, ctx, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  }
  const present = presentValue(type, name, ctx, depth);
  return fc.oneof({ weight: 6, arbitrary: present }, { weight: 1, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: fc.constant(undefined) });
};

const presentValue = (type: GraphQLInputType, name: string, ctx: Context, depth: number): fc.Arbitrary<unknown> => {
  if (isNonNullType(type)) return presentValue(type.ofType as GraphQLInputType, name, ctx, depth);
  if (isListType(type)) {
    const item = valueFor(type.ofType as GraphQLInputType, name, ctx, depth);
    return fc.oneof({ weight: 8, arbitrary: fc.array(item, { maxLength: 4 }) }, { weight: 1, arbitrary: fc.array(item, { minLength: 50, maxLength: 120 }) });
  }
  if (isEnumType(type)) {
    return fc.oneof({ weight: 10, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) }, { weight: 1, arbitrary: fc.constant('NOT_A_VALUE') });
  }
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant({});
    const fields = Object.values(type.getFields());
    const entries = fields.map((f) => valueFor(f.type, f.name, ctx, depth + 1).map((v) => [f.name, v] as const));
    return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter(([, v]) => v !== undefined)));
  }
  if (isScalarType(type)) return scalarValue(type.name, name, ctx);
  return fc.constant(null);
};

const scalarValue = (scalar: string, name: string, ctx: Context): fc.Arbitrary<unknown> => {
  switch (scalar) {
    case 'ID': return hostileId(ctx.now, ctx.known);
    case 'Int': return hostileInt();
    case 'Float': return hostileFloat();
    case 'Boolean': return fc.boolean();
    case 'JSON': return fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileString(ctx.now, ctx.known));
    case 'String':
      if (ctx.mode === 'plausible') return DATE_ARG.test(name) ? plausibleInstant(ctx.now) : fc.oneof(plausibleString(), knownId(ctx.known), fc.string({ maxLength: 12 }));
      return DATE_ARG.test(name) ? fc.oneof({ weight: 3, arbitrary: dateLike(ctx.now) }, { weight: 1, arbitrary: hostileString(ctx.now, ctx.known) }) : hostileString(ctx.now, ctx.known);
    case 'LocalDate':
      return ctx.mode === 'plausible' ? plausibleInstant(ctx.now).map((iso) => iso.slice(0, 10)) : fc.oneof(plausibleInstant(ctx.now).map((iso) => iso.slice(0, 10)), dateLike(ctx.now), hostileString(ctx.now, ctx.known));
    default:
      // DateTime and any later custom scalar: dates first, then anything.
      if (ctx.mode === 'plausible') return plausibleInstant(ctx.now);
      return fc.oneof({ weight: 3, arbitrary: dateLike(ctx.now) }, { weight: 1, arbitrary: hostileString(ctx.now, ctx.known) });
  }
};

/** Now and then a value of the wrong type altogether (the schema must refuse it as a client error). */
const wrongTypeOr = (arb: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 25, arbitrary: arb }, { weight: 1, arbitrary: fc.oneof(fc.constant(true), fc.constant(12.5), fc.constant({ a: 1 }), fc.constant(['x'])) });

const callOf = (operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, ctx: Context): fc.Arbitrary<SchemaCall> => {
  const args: readonly GraphQLArgument[] = field.args;
  const varDefs = args.map((a) => `$${a.name}: ${typeRef(a.type)}`).join(', ');
  const callArgs = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const document = `${operation} Fuzz${varDefs ? `(${varDefs})` : ''} { ${field.name}${callArgs ? `(${callArgs})` : ''} ${selection(field.type, 2)} }`;
  const values = args.map((a) => (ctx.mode === 'plausible' ? valueFor(a.type, a.name, ctx, 0) : wrongTypeOr(valueFor(a.type, a.name, ctx, 0))).map((v) => [a.name, v] as const));
  return fc.tuple(fc.constant(null), ...values).map(([, ...pairs]) => ({
    operation,
    field: field.name,
    document,
    variables: Object.fromEntries(pairs.filter(([, v]) => v !== undefined)),
  }));
};

/** Calls of every query and mutation (minus `exclude`), each field equally likely. */
export const schemaCalls = (schema: GraphQLSchema, ctx: Context, exclude: string[] = []): fc.Arbitrary<SchemaCall> => {
  const arbs: fc.Arbitrary<SchemaCall>[] = [];
  for (const [operation, type] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) if (!exclude.includes(field.name)) arbs.push(callOf(operation, field, ctx));
  }
  return fc.oneof(...arbs);
};

export const fieldCount = (schema: GraphQLSchema): number =>
  Object.keys(schema.getQueryType()?.getFields() ?? {}).length + Object.keys(schema.getMutationType()?.getFields() ?? {}).length;
