// Whether a cookie we set is marked Secure (sent over HTTPS only): whenever the request itself
// came over HTTPS (req.secure, which honours X-Forwarded-Proto from a trusted proxy, see
// TRUST_PROXY), and always in production. Plain http on localhost keeps working without it.
import type { Request } from 'express';

/** The Express setting bootstrap sets in production: every cookie is Secure whatever the request. */
export const ALWAYS_SECURE_COOKIES = 'always secure cookies';

export const securesCookies = (req: Request): boolean => req.secure || req.app?.get(ALWAYS_SECURE_COOKIES) === true;
