// Sends a client's sign-in link. The message is not recorded as an event (the link would sit in
// the log); the ClientSignInLinkIssued event says a link went to that address. In embedded mode
// (outbox, nothing leaves the machine) the link is also logged, so whoever runs the product can
// sign in as a demo client.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Mailer } from '#app/integrations';
import { composeClientSignIn } from '#app/messaging';
import { MAILER, MESSAGING_SETTINGS, type MessagingSettings } from '../messaging/messaging-settings.js';

@Injectable()
export class ClientSignInMail {
  private readonly logger = new Logger('ClientSignIn');

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
  ) {}

  async send(email: string, token: string): Promise<void> {
    const { url, ...mail } = composeClientSignIn({ email, token, baseUrl: this.settings.publicBaseUrl });
    await this.mailer.send({ messageId: `<${randomUUID()}@${this.settings.domain}>`, ...mail });
    if (this.mailer.kind === 'outbox') this.logger.log(`Sign-in link for ${email} (embedded mode, not e-mailed): ${url}`);
  }
}
