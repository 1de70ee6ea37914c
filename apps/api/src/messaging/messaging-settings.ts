// What messaging needs from the configuration, read once through libs/config (the only code
// that reads the environment).
import { loadConfig } from '#app/config';

export const MESSAGING_SETTINGS = Symbol('MESSAGING_SETTINGS');
export const MAILER = Symbol('MAILER');

export interface MessagingSettings {
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Links in messages point here. */
  publicBaseUrl: string;
  /** Our domain in calendar UIDs and Message-IDs. */
  domain: string;
}

export const loadMessagingSettings = (): MessagingSettings => {
  const { smtpUrl, mailFrom, publicBaseUrl } = loadConfig();
  return { smtpUrl, mailFrom, publicBaseUrl, domain: new URL(publicBaseUrl).hostname };
};
