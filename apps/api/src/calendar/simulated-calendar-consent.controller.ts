// The embedded calendar provider's consent page, served where Google's or Microsoft's own page
// would be (/simulated-provider/calendars/consent/<state>): plain HTML that says it is a
// simulator, names the account, and allows or denies access; the answer sends the pro back to
// the portal with a code (or access_denied), as the provider would. `revoke` plays the account's
// owner removing our access at the provider, so that a connection can error (tests, demos): only
// a logged-in pro (with the CSRF header) and only the grants their own practice was given.
import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CALENDAR_ACCOUNT_PROVIDERS } from '#app/calendar';
import { CALENDAR_PROVIDER_LABELS, CalendarAccountError, SimulatedCalendarAccounts, type SimulatedConsent } from '#app/integrations';
import { CSRF_MESSAGE, hasCsrfHeader } from '../access/csrf.js';
import type { SessionActor } from '../access/session-actor.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f3f4; margin: 0; padding: 48px 16px; color: #202124; }
  main { max-width: 440px; margin: 0 auto; background: #fff; border-radius: 8px; padding: 28px; box-shadow: 0 1px 3px rgba(0,0,0,.2); }
  .sim { background: #fff4e5; border: 1px solid #ffb74d; border-radius: 4px; padding: 8px 12px; font-size: 14px; margin-bottom: 20px; }
  h1 { font-size: 22px; font-weight: 500; margin: 0 0 8px; }
  label { display: block; font-size: 14px; margin: 16px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 10px; font-size: 16px; border: 1px solid #dadce0; border-radius: 4px; }
  ul { padding-left: 20px; } .actions { display: flex; gap: 12px; justify-content: flex-end; margin-top: 24px; }
  button { font-size: 15px; padding: 9px 20px; border-radius: 4px; border: 1px solid #1a73e8; cursor: pointer; }
  .allow { background: #1a73e8; color: #fff; } .deny { background: #fff; color: #1a73e8; } .error { color: #c5221f; }
</style></head><body><main>
<div class="sim"><strong>Provider simulator.</strong> This is not the real provider's site: nothing here reaches it.</div>
${body}
</main></body></html>`;

const consentPage = (consent: SimulatedConsent, error?: string) => {
  const label = CALENDAR_PROVIDER_LABELS[consent.provider];
  return page(`${label}: allow access`, `<h1>Connect ${escape(label)}</h1>
<p>Wellness Booking wants to:</p>
<ul><li>See your calendars and the times you are busy</li><li>Add appointments to a calendar you choose</li></ul>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/simulated-provider/calendars/consent/${encodeURIComponent(consent.id)}">
  <label for="email">Account (e-mail)</label>
  <input id="email" name="email" type="email" autocomplete="email" value="${escape(consent.loginHint ?? '')}">
  <div class="actions">
    <button class="deny" name="decision" value="deny">Cancel</button>
    <button class="allow" name="decision" value="allow">Allow</button>
  </div>
</form>`);
};

@Controller('simulated-provider/calendars')
export class SimulatedCalendarConsentController {
  constructor(private readonly simulator: SimulatedCalendarAccounts) {}

  @Get('consent/:state')
  async consent(@Param('state') state: string, @Res() res: Response): Promise<void> {
    try {
      res.type('html').send(consentPage(await this.simulator.consent(state)));
    } catch (error) {
      if (!(error instanceof CalendarAccountError)) throw error;
      res.status(404).type('html').send(page('Not found', `<h1>Not found</h1><p class="error">${escape(error.message)}</p>`));
    }
  }

  @Post('consent/:state')
  async decide(@Param('state') state: string, @Body() body: { decision?: string; email?: string }, @Res() res: Response): Promise<void> {
    try {
      res.redirect(303, await this.simulator.decide(state, body?.decision === 'allow' ? 'allow' : 'deny', String(body?.email ?? '').slice(0, 254)));
    } catch (error) {
      if (!(error instanceof CalendarAccountError)) throw error;
      const consent = await this.simulator.consent(state).catch(() => null);
      res.status(400).type('html').send(consent && !consent.decision ? consentPage(consent, error.message) : page('Not valid', `<p class="error">${escape(error.message)}</p>`));
    }
  }

  @Post(':provider/revoke')
  @HttpCode(200)
  async revoke(
    @Param('provider') provider: string,
    @Body() body: { accountId?: string },
    @Req() req: Request & { actor?: SessionActor },
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ revoked: number } | { error: string }> {
    if (!hasCsrfHeader(req)) {
      res.status(403);
      return { error: CSRF_MESSAGE };
    }
    const actor = req.actor;
    if (actor?.kind !== 'pro') {
      res.status(401);
      return { error: 'Please log in as the pro whose practice the calendar account is connected to.' };
    }
    const name = CALENDAR_ACCOUNT_PROVIDERS.find((p) => p === provider);
    const accountId = String(body?.accountId ?? '').slice(0, 254);
    return { revoked: name ? await this.simulator.revokeAccess(name, accountId, actor.practiceId) : 0 };
  }
}
