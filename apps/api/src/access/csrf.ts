// Double-submit CSRF protection: a random token in a cookie that page scripts can read, echoed
// in the x-csrf-token header of every POST. Another site can make the browser send the cookie
// but cannot read it, so it cannot set the header.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { securesCookies } from './secure-cookies.js';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_MESSAGE = 'Missing or invalid CSRF token. Reload the page and try again.';

const cookieOptions = (req: Request) => ({ sameSite: 'strict' as const, httpOnly: false, secure: securesCookies(req), path: '/' });

export const issueCsrfCookie = (req: Request, res: Response): string => {
  const existing = req.cookies?.[CSRF_COOKIE];
  if (typeof existing === 'string' && existing.length >= 32) return existing;
  const token = randomBytes(24).toString('base64url');
  res.cookie(CSRF_COOKIE, token, cookieOptions(req));
  return token;
};

const same = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether the request carries the CSRF header matching its cookie (what a page of ours can send). */
export const hasCsrfHeader = (req: Request): boolean => {
  const cookie = req.cookies?.[CSRF_COOKIE];
  const header = req.headers[CSRF_HEADER];
  return typeof cookie === 'string' && typeof header === 'string' && same(cookie, header);
};

/** Rejects state-changing requests whose header does not match the cookie. */
export const csrfProtection = (req: Request, res: Response, next: NextFunction): void => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') {
    issueCsrfCookie(req, res);
    next();
    return;
  }
  if (!hasCsrfHeader(req)) {
    res.status(403).json({ errors: [{ message: CSRF_MESSAGE, extensions: { code: 'CSRF' } }] });
    return;
  }
  next();
};
