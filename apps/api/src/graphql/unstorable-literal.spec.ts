import { parse } from 'graphql';
import { unstorableLiteral } from './unstorable-literal.js';

describe('unstorableLiteral', () => {
  it('is null for a document whose strings can all be stored', () => {
    expect(unstorableLiteral(parse('mutation { signUp(input: { name: "Zoë 😀", tags: ["a", "b"] }) { result } }'))).toBeNull();
    expect(unstorableLiteral(parse('query($id: ID!) { client(clientId: $id) { id } }'))).toBeNull();
  });

  it('names where an escaped NUL sits: field, argument, input fields, list items', () => {
    expect(unstorableLiteral(parse('mutation { logIn(email: "a\\u0000@example.com", password: "x") { result } }'))).toBe('logIn.email');
    expect(unstorableLiteral(parse('mutation { signUp(input: { name: "a\\u0000" }) { result } }'))).toBe('signUp.input.name');
    expect(unstorableLiteral(parse('mutation { tag(input: { ids: ["ok", "b\\u0000"] }) { result } }'))).toBe('tag.input.ids[1]');
    expect(unstorableLiteral(parse('{ publicPractice(shortLink: "ok") { services(filter: "\\u0000") { id } } }'))).toBe('publicPractice.services.filter');
  });

  it('checks variable defaults and directive arguments too', () => {
    expect(unstorableLiteral(parse('query($q: String = "\\u0000") { a(q: $q) }'))).toBe('$q');
    expect(unstorableLiteral(parse('{ a @skip(reason: "\\u0000") }'))).toBe('a.@skip.reason');
  });

  it('checks a NUL written as it is inside a string (the parser takes it)', () => {
    expect(unstorableLiteral(parse('{ a(b: "x\u0000y") }'))).toBe('a.b');
  });
});
