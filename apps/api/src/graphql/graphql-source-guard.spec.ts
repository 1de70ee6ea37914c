import { MAX_NESTING, MAX_TOKENS, OperationLimitMessages } from './operation-limits.js';
import { sourceRefusal } from './graphql-source-guard.js';

describe('sourceRefusal', () => {
  it('lets ordinary documents through, and leaves a missing query to Apollo', () => {
    expect(sourceRefusal('mutation { signUp(input: { name: "Zoë 😀" }) { result } }')).toBeNull();
    expect(sourceRefusal(undefined)).toBeNull();
    expect(sourceRefusal(['{ a }'])).toBeNull();
  });

  it('refuses text that cannot be stored, as bad input', () => {
    expect(sourceRefusal('{ a(b: "\\ud800") }')).toEqual({
      message: 'Text cannot contain a NUL character or an invalid Unicode character (in "the query text").',
      code: 'BAD_USER_INPUT',
    });
  });

  it(`refuses a document nested deeper than ${MAX_NESTING} levels`, () => {
    const nested = (levels: number) => `${'{ a '.repeat(levels)}${'}'.repeat(levels)}`;
    expect(sourceRefusal(nested(MAX_NESTING))).toBeNull();
    expect(sourceRefusal(nested(MAX_NESTING + 1))).toEqual({ message: OperationLimitMessages.nestedTooDeeply, code: 'BAD_REQUEST' });
    expect(sourceRefusal(nested(5_000))).toEqual({ message: OperationLimitMessages.nestedTooDeeply, code: 'BAD_REQUEST' });
  });

  it(`refuses a document of more than ${MAX_TOKENS} tokens`, () => {
    expect(sourceRefusal(`{ ${'a '.repeat(MAX_TOKENS - 2)}}`)).toBeNull();
    expect(sourceRefusal(`{ ${'a '.repeat(MAX_TOKENS - 1)}}`)).toEqual({ message: OperationLimitMessages.tooLong, code: 'BAD_REQUEST' });
  });
});
