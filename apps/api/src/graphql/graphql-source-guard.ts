// What must be refused before Apollo parses a document, checked on the request as it arrives
// (Apollo turns an error thrown by a plugin at that stage into a bare 500): a document nested
// deeper than MAX_NESTING (the parser recurses per level and overflows its stack) or longer than
// MAX_TOKENS (graphql's own refusal is worded for programmers), and a source
// holding text we cannot store (the parser would answer a lone surrogate with a syntax error
// about escapes). Both answer 400 with a sentence, in GraphQL's error shape.
import type { NextFunction, Request, Response } from 'express';
import { answerError } from '../infrastructure/client-error-answer.js';
import { isStorableSource, unstorableTextMessage } from '../infrastructure/unstorable-text.js';
import { documentShape, MAX_NESTING, MAX_TOKENS, OperationLimitMessages } from './operation-limits.js';

/** The refusal for a document's source, or null to let Apollo parse it. */
export const sourceRefusal = (source: unknown): { message: string; code: string } | null => {
  if (typeof source !== 'string') return null; // Apollo answers a missing or non-string query
  if (!isStorableSource(source)) return { message: unstorableTextMessage('the query text'), code: 'BAD_USER_INPUT' };
  const shape = documentShape(source);
  if (shape.tokens > MAX_TOKENS) return { message: OperationLimitMessages.tooLong, code: 'BAD_REQUEST' };
  if (shape.depth > MAX_NESTING) return { message: OperationLimitMessages.nestedTooDeeply, code: 'BAD_REQUEST' };
  return null;
};

export const guardGraphqlSource = (req: Request, res: Response, next: NextFunction): void => {
  if (req.path !== '/graphql') return next();
  const source = req.method === 'GET' ? req.query?.query : (req.body as { query?: unknown } | undefined)?.query;
  const refusal = sourceRefusal(source);
  if (refusal) return answerError(req, res, 400, refusal.message, { code: refusal.code });
  next();
};
