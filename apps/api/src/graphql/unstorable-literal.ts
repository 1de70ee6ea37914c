// A string written into a GraphQL document (`logIn(email: "a\u0000@b.c")`) reaches resolvers as
// surely as a variable does, so the document's literals pass the same check as variables, named by
// where they sit: `signUp.input.name`, `$note` for a variable's default, `@include.if`.
import { Kind, visit, type ASTNode, type DocumentNode } from 'graphql';
import { isStorableText } from '../infrastructure/unstorable-text.js';

type Ancestor = ASTNode | readonly ASTNode[];

const isList = (node: Ancestor | undefined): boolean => !!node && !Array.isArray(node) && (node as ASTNode).kind === Kind.LIST;

const stepOf = (node: Ancestor, previous: Ancestor | undefined, next: Ancestor | undefined): string | null => {
  // A list's items: the array after the ListValue node, and the item after it.
  if (Array.isArray(node)) return isList(previous) && next ? `[${node.indexOf(next as ASTNode)}]` : null;
  const n = node as ASTNode;
  switch (n.kind) {
    case Kind.FIELD:
    case Kind.ARGUMENT:
    case Kind.OBJECT_FIELD:
      return n.name.value;
    case Kind.DIRECTIVE:
      return `@${n.name.value}`;
    case Kind.VARIABLE_DEFINITION:
      return `$${n.variable.name.value}`;
    default:
      return null;
  }
};

const pathOf = (chain: Ancestor[]): string =>
  chain
    .map((node, i) => stepOf(node, chain[i - 1], chain[i + 1]))
    .filter((step): step is string => step !== null)
    .reduce((path, step) => (step.startsWith('[') || !path ? `${path}${step}` : `${path}.${step}`), '');

/** Where the first string literal of `document` that cannot be stored sits, or null. */
export const unstorableLiteral = (document: DocumentNode): string | null => {
  let found: string | null = null;
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (found !== null || isStorableText(node.value)) return;
      found = pathOf([...(ancestors as Ancestor[]), ...(parent ? [parent as Ancestor] : []), node]) || 'the query';
    },
  });
  return found;
};
