// The HTTP side of the one check on text from outside (GraphQL values: text-input-guard.plugin.ts):
// a body the server cannot read is a 4xx with a sentence, not a parser's message or a 500; text the
// database cannot store in a JSON or form body, a query string or the path is refused with 400 before
// any controller runs; and a cookie holding such text is dropped, so a broken session cookie
// means "logged out", never an error.
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { guardGraphqlSource } from '../graphql/graphql-source-guard.js';
import { answerError } from './client-error-answer.js';
import { isStorableText, unstorableText, unstorableTextMessage } from './unstorable-text.js';

export const BodyMessages = {
  notJson: 'The request body is not valid JSON.',
  notAnObject: 'The request body must be a JSON object.',
  charset: 'The request body must be encoded as UTF-8.',
  encoding: 'The request body is compressed in a way this server does not read; please send it uncompressed.',
} as const;

const parsesAsJson = (text: unknown): boolean => {
  try {
    JSON.parse(String(text));
    return true;
  } catch {
    return false;
  }
};

/** What to answer for a body-parser error, or null for an error that is not about the body. */
export const bodyErrorAnswer = (error: { type?: string; body?: unknown }): { status: number; message: string } | null => {
  switch (error?.type) {
    case 'entity.parse.failed':
      // body-parser's strict mode also refuses JSON that is not an object or array ("hi", 42, null)
      return { status: 400, message: parsesAsJson(error.body) ? BodyMessages.notAnObject : BodyMessages.notJson };
    case 'charset.unsupported':
      return { status: 415, message: BodyMessages.charset };
    case 'encoding.unsupported':
      return { status: 415, message: BodyMessages.encoding };
    default:
      return null;
  }
};

const decodedPath = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // malformed escapes: the router answers them (400)
  }
};

/** Where a REST request carries text that cannot be stored (path, query string, body), or null. */
export const unstorableRequestText = (req: { path: string; query?: unknown; body?: unknown }): string | null =>
  isStorableText(decodedPath(req.path)) ? (unstorableText(req.query, 'query') ?? unstorableText(req.body, 'body')) : 'path';

/** The cookies without those whose name or value cannot be stored. */
export const storableCookies = (cookies: Record<string, unknown> | undefined): Record<string, unknown> =>
  Object.fromEntries(Object.entries(cookies ?? {}).filter(([name, value]) => unstorableText({ [name]: value }) === null));

const isGraphql = (req: Request) => req.path === '/graphql' || req.path.startsWith('/graphql/');

export const guardRequestInput = (app: NestExpressApplication): void => {
  // Form bodies (the calendar simulator's consent page) are parsed here rather than after every
  // middleware (Nest's default), so that their text is checked like JSON's.
  app.useBodyParser('urlencoded', { extended: true });
  app.use((error: { type?: string; body?: unknown }, req: Request, res: Response, next: NextFunction) => {
    const answer = bodyErrorAnswer(error);
    if (!answer) return next(error);
    answerError(req, res, answer.status, answer.message, { code: 'BAD_REQUEST' });
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    req.cookies = storableCookies(req.cookies);
    // A GraphQL request's values are checked by the text-input guard plugin, which names the argument.
    const where = isGraphql(req) ? null : unstorableRequestText(req);
    if (where !== null) return answerError(req, res, 400, unstorableTextMessage(where), { code: 'BAD_USER_INPUT' });
    next();
  });
  app.use(guardGraphqlSource);
};
