// Limits on the shape of a GraphQL request, each refused with a sentence instead of a crash or a
// slow answer (nesting by graphql-source-guard.ts, aliases and subscriptions in validation): the parser recurses once per nesting level (a few thousand levels overflow its
// stack), each alias runs its field again (two thousand aliases of one read take seconds), and the
// schema has no subscriptions (graphql-js would answer one with an internal error). Our own pages
// nest at most a handful of levels and use an alias or two.
import { GraphQLError, Lexer, Source, TokenKind, type ValidationRule } from 'graphql';

export const MAX_NESTING = 20;
export const MAX_ALIASES = 100;
/** A document of more tokens is refused before parsing (and the parser's own maxTokens backs this up). */
export const MAX_TOKENS = 20_000;

export const OperationLimitMessages = {
  nestedTooDeeply: `This query is nested too deeply: at most ${MAX_NESTING} levels of braces, brackets and parentheses.`,
  tooLong: `This query is too long: at most ${MAX_TOKENS.toLocaleString('en-US')} names, values and punctuation marks. Please send long values as variables.`,
  tooManyAliases: `This query renames too many fields (aliases): at most ${MAX_ALIASES}.`,
  noSubscriptions: 'Subscriptions are not supported by this server.',
} as const;

const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/**
 * How deeply a document's braces, brackets and parentheses nest, and how many tokens it has (up
 * to MAX_TOKENS + 1), read with graphql's own lexer (which does not recurse) before the parser
 * sees it. Stops at the first character the lexer refuses: the parser will report it.
 */
export const documentShape = (source: string): { depth: number; tokens: number } => {
  const lexer = new Lexer(new Source(source));
  let depth = 0;
  let deepest = 0;
  let tokens = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF && tokens <= MAX_TOKENS; token = lexer.advance()) {
      tokens++;
      if (OPENING.has(token.kind)) deepest = Math.max(deepest, ++depth);
      else if (CLOSING.has(token.kind)) depth--;
    }
  } catch {
    // a syntax error: the parser answers it
  }
  return { depth: deepest, tokens };
};

export const noSubscriptions: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === 'subscription') context.reportError(new GraphQLError(OperationLimitMessages.noSubscriptions, { nodes: node }));
  },
});

export const maxAliases: ValidationRule = (context) => {
  let aliases = 0;
  return {
    Field(node) {
      if (node.alias && ++aliases === MAX_ALIASES + 1) context.reportError(new GraphQLError(OperationLimitMessages.tooManyAliases, { nodes: node }));
    },
  };
};
