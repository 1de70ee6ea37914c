// JSON bodies up to 6 MB, so an import of 5,000 clients fits in one inviteClients call (express
// allows 100 kB by default). A larger body is refused before anything runs, with a message the
// portal can show, as a GraphQL error.
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

export const JSON_BODY_LIMIT_BYTES = 6 * 1024 * 1024;
export const BODY_TOO_LARGE = 'This request is too large (at most 6 MB). Please import fewer clients at once.';

export const limitJsonBodies = (app: NestExpressApplication): void => {
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT_BYTES });
  app.use((error: { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (error?.type !== 'entity.too.large') return next(error);
    res.status(413).json({ errors: [{ message: BODY_TOO_LARGE, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });
};
