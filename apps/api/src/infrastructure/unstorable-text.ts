// Text the database cannot store: PostgreSQL refuses a NUL character in text and JSONB, and a lone
// UTF-16 surrogate is no Unicode character at all (JSONB refuses it, UTF-8 silently turns it into
// U+FFFD). Such text from outside is refused before anything runs, with one clear message; this
// file decides what such text is, for every input (GraphQL variables, literals and source, REST
// bodies, query strings, paths and cookies).

const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

const MAX_PATH_IN_MESSAGE = 120;

export const unstorableTextMessage = (where: string): string =>
  `Text cannot contain a NUL character or an invalid Unicode character (in "${where.length > MAX_PATH_IN_MESSAGE ? `${where.slice(0, MAX_PATH_IN_MESSAGE)}…` : where}").`;

interface Visit {
  value: unknown;
  parent: Visit | null;
  /** The step from the parent: an object key or an array index. */
  step: string | number | null;
}

const pathOf = (visit: Visit, lastKey?: string): string => {
  const steps: Array<string | number> = lastKey === undefined ? [] : [lastKey];
  for (let v: Visit | null = visit; v && v.step !== null; v = v.parent) steps.push(v.step);
  return steps.reverse().reduce<string>((path, step) => (typeof step === 'number' ? `${path}[${step}]` : path ? `${path}.${step}` : step), '');
};

/**
 * The path (`input.clients[3].note`) of the first string in `value` (a value itself, an array item,
 * an object's value or key) that cannot be stored, or null when all can. `root` names the value
 * itself. Walks without recursion, so however deep a parsed JSON body nests, this cannot overflow.
 */
export const unstorableText = (value: unknown, root = ''): string | null => {
  const stack: Visit[] = [{ value, parent: null, step: root === '' ? null : root }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value: v } = visit;
    if (typeof v === 'string') {
      if (!isStorableText(v)) return pathOf(visit) || root;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], parent: visit, step: i });
    } else if (v !== null && typeof v === 'object') {
      const keys = Object.keys(v);
      for (const key of keys) if (!isStorableText(key)) return pathOf(visit, key);
      for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: (v as Record<string, unknown>)[keys[i]], parent: visit, step: keys[i] });
    }
  }
  return null;
};

// \uXXXX and \u{X...} escapes as GraphQL strings write them.
const ESCAPE = /\\u(?:\{([0-9a-fA-F]{1,8})\}|([0-9a-fA-F]{4}))/g;

/**
 * Whether a GraphQL document's source holds what its parser cannot take or we cannot store: a NUL
 * or lone surrogate written as it is, or a lone surrogate written as an escape (the parser would
 * answer with a syntax error about escapes). An escaped NUL parses, and is found in the parsed
 * literal with its argument's path.
 */
export const isStorableSource = (source: string): boolean => {
  if (!isStorableText(source)) return false;
  // Each escape becomes the character it names (a surrogate stays next to its neighbour, so a
  // pair written as two escapes stays a pair); other characters are neutral.
  const decoded = source.replace(ESCAPE, (_escape, braced: string | undefined, fixed: string | undefined) => {
    const code = parseInt(braced ?? fixed ?? '', 16);
    return code >= 0xd800 && code <= 0xdfff ? String.fromCharCode(code) : 'u';
  });
  return isStorableText(decoded);
};
