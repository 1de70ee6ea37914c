import { buildSchema, parse, validate } from 'graphql';
import { documentShape, MAX_ALIASES, MAX_NESTING, MAX_TOKENS, maxAliases, noSubscriptions, OperationLimitMessages } from './operation-limits.js';

const nestingDepth = (source: string) => documentShape(source).depth;

const schema = buildSchema('type Query { a: String, b(x: [[String]], o: In): String } input In { p: In, s: String }');
const errorsOf = (source: string) => validate(schema, parse(source), [noSubscriptions, maxAliases]).map((e) => e.message);

describe('documentShape', () => {
  it('counts braces, brackets and parentheses, not those inside strings or comments', () => {
    expect(nestingDepth('{ a }')).toBe(1);
    expect(nestingDepth('query($x: [[String]]) { b(x: $x, o: { p: { s: "{{{{[[[" } }) } # {{{{{{')).toBe(4);
    expect(nestingDepth('{ ' + 'a { '.repeat(50) + '}'.repeat(51))).toBe(51);
  });

  it('reads a document far too deep for the parser without failing, and stops at what the lexer refuses', () => {
    expect(nestingDepth('{ a '.repeat(100_000))).toBeGreaterThan(MAX_NESTING); // read up to the token limit, no further
    expect(nestingDepth('{ { \u0001 { { {')).toBe(2);
  });

  it('counts tokens up to one past the limit', () => {
    expect(documentShape('query($x: [[String]]) { b(x: $x) }').tokens).toBe(20);
    expect(documentShape('{ a } '.repeat(1_000_000)).tokens).toBe(MAX_TOKENS + 1);
  });

  it('lets our own deepest requests through', () => {
    expect(nestingDepth('mutation($input: In!) { b(o: { p: { p: { s: "x" } } }, x: [["a"]]) }')).toBeLessThanOrEqual(MAX_NESTING);
  });
});

describe('validation rules', () => {
  it('refuses a subscription, by name', () => {
    expect(errorsOf('subscription { a }')).toEqual([OperationLimitMessages.noSubscriptions]);
    expect(errorsOf('query { a }')).toEqual([]);
  });

  it(`allows ${MAX_ALIASES} aliases and refuses one more, once`, () => {
    const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: a`).join(' ')} }`;
    expect(errorsOf(aliased(MAX_ALIASES))).toEqual([]);
    expect(errorsOf(aliased(MAX_ALIASES + 1))).toEqual([OperationLimitMessages.tooManyAliases]);
    expect(errorsOf(aliased(MAX_ALIASES * 3))).toEqual([OperationLimitMessages.tooManyAliases]);
  });
});
