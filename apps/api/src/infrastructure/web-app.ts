// Serves the built web app (apps/web/dist) on the API's origin: files as they are, and
// index.html for any other page path so the client-side router can take it.
import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Paths the API answers itself, also for a browser that accepts HTML (a fetch's default Accept). */
const API_PATHS = ['/graphql', '/simulated-provider/', '/files/', '/support/'];

export const serveWebApp = (app: Express, webDist: string, log: (m: string) => void): void => {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) {
    log(`No web build at ${webDist}: run "npm run build:web" to serve the portal and client pages.`);
    return;
  }
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  app.use((req, res, next) => {
    if (req.method !== 'GET' || API_PATHS.some((p) => req.path.startsWith(p)) || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
};
