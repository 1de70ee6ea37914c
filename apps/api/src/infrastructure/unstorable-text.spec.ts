import { isStorableSource, isStorableText, unstorableText, unstorableTextMessage } from './unstorable-text.js';

describe('isStorableText', () => {
  it('takes any well-formed text, emoji and accents included', () => {
    for (const text of ['', 'Zoë Saldaña', 'Café ☕', 'Smile 😀', 'tab\tand\nnewline', '\u00FF\uFFFD']) expect(isStorableText(text)).toBe(true);
  });

  it('refuses a NUL and a surrogate without its pair, wherever it is', () => {
    for (const text of ['\u0000', 'a\u0000b', 'a\uD800', '\uD800b', 'a\uDC00', '\uDE00\uD83D', 'ok 😀 then \uD83D']) expect(isStorableText(text)).toBe(false);
  });
});

describe('unstorableText', () => {
  it('is null for storable values of any shape', () => {
    expect(unstorableText({ input: { name: 'Ada', tags: ['a', 'b'], count: 3, on: true, none: null } })).toBeNull();
    expect(unstorableText(undefined)).toBeNull();
    expect(unstorableText(42)).toBeNull();
  });

  it('names the path of the first string that cannot be stored', () => {
    expect(unstorableText({ input: { name: 'a\u0000' } })).toBe('input.name');
    expect(unstorableText({ input: { clients: [{ note: 'ok' }, { note: 'x\uD800' }] } })).toBe('input.clients[1].note');
    expect(unstorableText(['ok', 'bad\u0000'], 'ids')).toBe('ids[1]');
    expect(unstorableText('a\u0000', 'email')).toBe('email');
  });

  it('checks object keys too (a JSON argument stores them)', () => {
    expect(unstorableText({ settings: { 'key\u0000': 1 } })).toBe('settings.key\u0000');
  });

  it('walks a very deep value without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unstorableText(deep, 'v')).toMatch(/^v\[0\]\[0\]/);
  });
});

describe('isStorableSource', () => {
  it('takes ordinary documents, escapes of NUL (found later in the literal) and escaped pairs', () => {
    expect(isStorableSource('query { a(b: "Caf\\u00e9 \\uD83D\\uDE00 \\u{1F600}") }')).toBe(true);
    expect(isStorableSource('mutation { a(b: "\\u0000") }')).toBe(true);
  });

  it('refuses a raw NUL, a raw lone surrogate and an escaped lone surrogate', () => {
    expect(isStorableSource('query { a(b: "x\u0000") }')).toBe(false);
    expect(isStorableSource('query { a(b: "x\uD800") }')).toBe(false);
    expect(isStorableSource('query { a(b: "x\\uD800") }')).toBe(false);
    expect(isStorableSource('query { a(b: "x\\udc00y") }')).toBe(false);
    expect(isStorableSource('query { a(b: "\\u{D800}") }')).toBe(false);
  });
});

it('says what is wrong and where, briefly', () => {
  expect(unstorableTextMessage('input.name')).toBe('Text cannot contain a NUL character or an invalid Unicode character (in "input.name").');
  expect(unstorableTextMessage('k'.repeat(1000)).length).toBeLessThan(220);
});
