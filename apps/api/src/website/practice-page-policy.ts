// The Content-Security-Policy of a practice's public pages when its pro saved custom scripts
// (Website Settings > Custom Scripts). Every other answer keeps the strict policy of
// security-headers.ts (this origin's bundles only, no inline scripts).
//
// Safety: the scripts are the pro's own (an analytics or chat snippet), for the pro's own public
// pages /{shortLink} and its sub-pages. Only those pages' HTML gets a policy that lets inline and
// https: scripts run, and only for a practice that has scripts; the portal (/portal), token pages
// (/m/..., /i/...), the API and every other practice's pages never do. The portal shows the
// scripts as text only.
import type { NextFunction, Request, Response } from 'express';
import type { PracticesQuery } from '#projections';
import { CONTENT_SECURITY_POLICY } from '../infrastructure/security-headers.js';
import type { WebsiteReader } from './website-reader.js';

/** First path segments that are the product's, never a practice's short link (client/ClientApp.tsx's and the API's). */
const RESERVED = new Set(['portal', 'graphql', 'assets', 'm', 'i', 'practitioner-search', 'manage_event_registrations', 'files', 'support', 'simulated-provider', 'uploads', 'intercom']);
const SHORT_LINK = /^[a-z0-9_-]{1,60}$/;

const relaxed = (): string => {
  const directives: Record<string, string[]> = {
    ...CONTENT_SECURITY_POLICY,
    'script-src': ["'self'", "'unsafe-inline'", 'https:'],
    'style-src': [...CONTENT_SECURITY_POLICY['style-src']!, 'https:'],
    'img-src': [...CONTENT_SECURITY_POLICY['img-src']!, 'https:'],
    'font-src': [...CONTENT_SECURITY_POLICY['font-src']!, 'https:'],
    'connect-src': ["'self'", 'https:'],
    'frame-src': ["'self'", 'https:'],
  };
  return Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
};

/** The short link a page path belongs to, or null for the product's own paths and files. */
export const practicePageShortLink = (path: string): string | null => {
  const segments = path.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase();
  if (!first || RESERVED.has(first) || !SHORT_LINK.test(first) || segments.some((s) => s.includes('.'))) return null;
  return first;
};

export const practicePagePolicy = (readers: () => { practices: PracticesQuery; website: WebsiteReader }) => {
  const policy = relaxed();
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const shortLink = req.method === 'GET' ? practicePageShortLink(req.path) : null;
    if (!shortLink || !req.accepts('html')) return next();
    try {
      const { practices, website } = readers();
      const practice = await practices.byShortLink(shortLink);
      if (practice) {
        const { scripts } = await website.state(practice.id);
        if (scripts.headScripts || scripts.bodyScripts) res.setHeader('Content-Security-Policy', policy);
      }
      next();
    } catch (error) {
      next(error);
    }
  };
};
