// The body of an error answered before a request reaches its handler, in the shape its caller
// reads: GraphQL's { errors: [{ message, extensions: { code } }] } on /graphql; elsewhere our REST
// answers' `error` (what our pages show) and `message` (what Nest's own errors carry).
import type { Request, Response } from 'express';

const isGraphqlPath = (req: Request): boolean => req.path === '/graphql' || req.path.startsWith('/graphql/');

export const answerError = (
  req: Request,
  res: Response,
  status: number,
  message: string,
  extensions: { code: string; correlationId?: string },
): void => {
  if (res.headersSent) {
    res.end();
    return;
  }
  const { correlationId } = extensions;
  // type() first: a route may have set its own (a calendar feed's text/calendar), which json() keeps
  res.status(status).type('application/json').json(isGraphqlPath(req) ? { errors: [{ message, extensions }] } : { error: message, message, ...(correlationId ? { correlationId } : {}) });
};
