// The browser-side guards every answer carries (issue 20): a Content-Security-Policy that lets the
// built web app run fully offline from this origin and nothing else, no framing by other sites,
// no MIME sniffing, and no Referer at all, so a token page (/m/c/{token}, review and sign-in
// links) never hands its token to the next site a link leads to.
import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Everything the web app loads comes from this origin: Vite's bundles (no inline scripts), the
 * embedded payment simulator's calls, photos under /files. Styles need 'unsafe-inline' because
 * MUI's emotion and SurveyJS insert <style> elements at run time. Images also come as data: and
 * blob: URLs (a photo before upload, an intake form's signature); a mail preview is a sandboxed
 * srcdoc frame that inherits this policy, which is why it keeps them too.
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const securityHeaders = (): RequestHandler =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    // Browsers honour it only over HTTPS; subdomains are the deployer's to decide.
    strictTransportSecurity: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
    xFrameOptions: { action: 'deny' },
  }) as RequestHandler;
