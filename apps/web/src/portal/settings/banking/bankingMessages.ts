// The payments page's toasts and banners (spec 002 §8 "Settings", word for word where it has
// them): the server's message when it gives one, else the spec's fallback for that call.
import type { CommandTexts } from '../../shared/useCommand';

const orElse = (fallback: string) => (messages: string[]) => messages.join(' ') || fallback;

export const SETTINGS_UPDATED = 'Settings updated successfully.';

export const providerTexts: CommandTexts = { success: SETTINGS_UPDATED, failure: orElse('Please try again later.') };
export const cardRulesTexts: CommandTexts = { success: SETTINGS_UPDATED, failure: orElse('Please try again later.') };
export const currencyTexts: CommandTexts = { success: 'Currency updated successfully.', failure: orElse('Please try later.') };
export const offlineTexts: CommandTexts = { success: SETTINGS_UPDATED, failure: orElse('Please try later.') };
export const tipsTexts: CommandTexts = { success: SETTINGS_UPDATED, failure: orElse('Please try later.') };
export const paypalSettingsTexts: CommandTexts = { success: SETTINGS_UPDATED, failure: orElse('Failed to update settings') };
export const disconnectPaypalTexts: CommandTexts = { success: 'PayPal account disconnected successfully.', failure: orElse('Please try again later.') };
export const checkStatusFailure = orElse('Failed to check status');

export const STRIPE_REQUIREMENTS_BANNER = 'Check Stripe account for missing requirements.';
export const stripeConnectionError = (message: string) => `There was a problem with your Stripe connection: ${message}`;
export const SQUARE_ACCESS_LOST = 'We lost access to your Square account. Reconnect Square to keep taking card payments with it.';
export const PAYPAL_RESTRICTED = 'PayPal has restricted your account: you cannot receive payments until you resolve it in PayPal.';
export const PAYPAL_EMAIL_UNCONFIRMED = 'Confirm the primary email address of your PayPal account to receive payments.';
export const REQUIRE_CARD_NEEDS_PROVIDER = 'Connect Stripe or Square (and make it your active provider) to require a card when clients book.';
export const CLIENTS_REENTER_CARDS = 'Clients will need to re-enter their card details: cards saved with your current provider cannot be charged by the other.';
