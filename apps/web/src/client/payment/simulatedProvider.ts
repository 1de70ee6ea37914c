// The browser side of the embedded payment simulator (apps/api/src/payments/simulated-provider.controller.ts),
// standing where Stripe.js, Square's Web Payments SDK or PayPal's window would talk to their
// servers: card numbers go to the simulator only, never through our GraphQL API.
import type { CardDetails } from './cardInput';
import { PaymentFailure } from './paymentFailure';

export type CardProviderName = 'stripe' | 'square';

async function post(path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(path, {
    method: 'POST',
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** A refusal (402 { error: { message, code } }) becomes a PaymentFailure with the provider's words. */
function refusal({ status, body }: { status: number; body: unknown }): never {
  const error = (body as { error?: { message?: string; code?: string } } | null)?.error;
  if (status === 402 && error?.message) throw new PaymentFailure(error.message, error.code);
  throw new Error(`The card form could not reach the payment provider (${status}).`);
}

/** stripe-like: confirms the setup with the card (what Stripe.js's confirmCardSetup does). */
export async function confirmSimulatedSetup(provider: CardProviderName, clientSecret: string, card: CardDetails): Promise<void> {
  const answer = await post(`/simulated-provider/${provider}/setup-intents/confirm`, { clientSecret, ...card });
  if (answer.status !== 200) refusal(answer);
}

/** square-like: a one-time card token (sourceId) to attach to the client. */
export async function tokenizeSimulatedCard(provider: CardProviderName, card: CardDetails): Promise<string> {
  const answer = await post(`/simulated-provider/${provider}/tokenize`, card);
  const sourceId = (answer.body as { sourceId?: string } | null)?.sourceId;
  if (answer.status !== 200 || !sourceId) refusal(answer);
  return sourceId;
}

export interface SimulatedPaypalOrder {
  id: string;
  status: string;
  amountCents: number;
  currency: string;
  description: string;
}

/** The order as the simulated PayPal window shows it; null when PayPal is not the simulator (live keys). */
export async function simulatedPaypalOrder(orderId: string): Promise<SimulatedPaypalOrder | null> {
  // Asking for JSON only: the server answers a GET that accepts HTML with the web app.
  const response = await fetch(`/simulated-provider/paypal/orders/${encodeURIComponent(orderId)}`, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`PayPal did not answer (${response.status}).`);
  return (await response.json()) as SimulatedPaypalOrder;
}

/** The payer approves or declines in the simulated PayPal window. */
export async function decideSimulatedPaypalOrder(orderId: string, approve: boolean): Promise<void> {
  const answer = await post(`/simulated-provider/paypal/orders/${encodeURIComponent(orderId)}/${approve ? 'approve' : 'decline'}`);
  if (answer.status !== 200) throw new PaymentFailure('This PayPal order can no longer be approved. Please try again.');
}
