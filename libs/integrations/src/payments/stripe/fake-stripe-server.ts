// A local fake of the Stripe API for the stripe adapter's tests, spoken to through the real
// stripe-node SDK (`new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })`). It covers only
// what the adapter calls, in Stripe's wire format (form-encoded bodies, JSON objects with `object`
// and prefixed ids, `{ error: { type, code, decline_code, message } }` with Stripe's HTTP statuses):
//   POST /v1/customers                     POST /v1/payment_methods/:id/attach | /detach
//   POST /v1/setup_intents                 POST /v1/payment_intents (confirm + off_session only)
//   GET  /v1/setup_intents/:id (expand[]=payment_method)             POST /v1/refunds
// Idempotency as Stripe: a POST repeating an `Idempotency-Key` gets the stored first answer (same
// status and body, `Idempotent-Replayed: true`); the same key with another endpoint or other
// parameters is a 400 idempotency_error. Only answers of requests that ran are stored (2xx, 402).
// Test cards decide outcomes at charge time, like Stripe's: 4242424242424242 succeeds,
// 4000000000000002 is declined (generic_decline), 4000000000009995 has insufficient funds,
// 4000000000000341 saves fine but every charge is declined. Unlike Stripe, which already refuses
// to save 0002 and 9995, every test card can be saved here, so charge-time refusals can be tested.
// Cards are saved either with `confirmSetup` (what Stripe.js does in the browser) or by attaching
// Stripe's test PaymentMethods (`pm_card_visa`, `pm_card_chargeDeclined`,
// `pm_card_chargeDeclinedInsufficientFunds`, `pm_card_chargeCustomerFail`), cloned like Stripe does.
// `respondSlowly(ms)` still runs each request at once but holds its answer back, so a client
// timeout leaves a charge that happened and was not seen, as with a real network timeout.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  body: Json;
}
interface FakeCard {
  number: string;
  pm: Json & { id: string; customer: string | null };
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
}

export interface FakeStripe {
  port: number;
  close(): Promise<void>;
  /** Every request received (replays included), in order. */
  requests: FakeStripeRequest[];
  /** How many charges ran (PaymentIntents confirmed, declined ones included; replays excluded). */
  charges(): number;
  /** What the browser does with Stripe.js: saves the card and makes the SetupIntent succeed. */
  confirmSetup(setupId: string, cardNumber: string): void;
  /** Holds every answer back `ms` milliseconds (0: answers at once again). */
  respondSlowly(ms: number): void;
}

const testPaymentMethods: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeCustomerFail: '4000000000000341',
};
const declines: Record<string, { decline_code: string; message: string }> = {
  '4000000000000002': { decline_code: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000341': { decline_code: 'generic_decline', message: 'Your card was declined.' },
};

/** The values of a form-encoded list (`name[0]=a&name[1]=b`, as stripe-node sends arrays). */
const list = (p: URLSearchParams, name: string) =>
  [...p.entries()].filter(([key]) => key === name || key.startsWith(`${name}[`)).map(([, value]) => value);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);
const ok = (body: Json, status = 200): Answer => ({ status, body });
const fail = (status: number, error: Json): Answer => ({ status, body: { error } });
const invalid = (message: string, extra: Json = {}) => fail(400, { type: 'invalid_request_error', message, ...extra });
const unrecognized = (method: string, path: string) =>
  fail(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
const notAnInteger = (param: string) => invalid('Invalid positive integer', { code: 'parameter_invalid_integer', param });
const missing = (kind: string, id: string, param?: string) =>
  fail(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param });

export const startFakeStripe = async (): Promise<FakeStripe> => {
  const customers = new Map<string, Json>();
  const cards = new Map<string, FakeCard>();
  const setupIntents = new Map<string, Json & { customer: string; status: string; payment_method: string | null }>();
  const paymentIntents = new Map<string, Json & { amount: number; status: string; latest_charge: string }>();
  const refunded = new Map<string, number>();
  const stored = new Map<string, { request: string; answer: Answer }>();
  const requests: FakeStripeRequest[] = [];
  const pending = new Set<NodeJS.Timeout>();
  let charges = 0;
  let delayMs = 0;

  const saveCard = (number: string, customer: string | null): FakeCard => {
    const expYear = new Date().getFullYear() + 3;
    const id = newId('pm');
    const pm = {
      id, object: 'payment_method', type: 'card', customer, created: now(), livemode: false,
      card: { brand: 'visa', last4: number.slice(-4), exp_month: 12, exp_year: expYear, funding: 'credit', country: 'US' },
    };
    const card = { number, pm };
    cards.set(id, card);
    return card;
  };
  const setupView = (id: string, expand: boolean): Json => {
    const si = setupIntents.get(id)!;
    const pm = si.payment_method && expand ? cards.get(si.payment_method)!.pm : si.payment_method;
    return { ...si, payment_method: pm };
  };

  const post = (path: string, p: URLSearchParams): Answer => {
    if (path === '/v1/customers') {
      const customer = {
        id: newId('cus'), object: 'customer', email: p.get('email'), name: p.get('name'), created: now(), livemode: false,
      };
      customers.set(customer.id, customer);
      return ok(customer);
    }
    if (path === '/v1/setup_intents') {
      const customer = p.get('customer') ?? '';
      if (!customers.has(customer)) return missing('customer', customer, 'customer');
      const id = newId('seti');
      const si = {
        id, object: 'setup_intent', client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`, customer,
        status: 'requires_payment_method', usage: p.get('usage') ?? 'off_session',
        allowed_payment_method_types: list(p, 'allowed_payment_method_types'), payment_method_types: ['card'],
        payment_method: null, created: now(), livemode: false,
      };
      setupIntents.set(id, si);
      return ok(si);
    }
    const pmAction = /^\/v1\/payment_methods\/([^/]+)\/(attach|detach)$/.exec(path);
    if (pmAction) {
      const [, id, action] = pmAction;
      if (action === 'detach') {
        const card = cards.get(id);
        if (!card) return missing('PaymentMethod', id);
        if (!card.pm.customer) return invalid(`The payment method ${id} is not attached to a customer.`);
        card.pm.customer = null;
        return ok(card.pm);
      }
      const customer = p.get('customer') ?? '';
      if (!customers.has(customer)) return missing('customer', customer, 'customer');
      const testNumber = testPaymentMethods[id];
      const card = testNumber ? saveCard(testNumber, null) : cards.get(id);
      if (!card) return missing('PaymentMethod', id);
      if (card.pm.customer && card.pm.customer !== customer) {
        return invalid('The payment method you provided has already been attached to a customer.');
      }
      card.pm.customer = customer;
      return ok(card.pm);
    }
    if (path === '/v1/payment_intents') return charge(p);
    if (path === '/v1/refunds') return refund(p);
    return unrecognized('POST', path);
  };

  const charge = (p: URLSearchParams): Answer => {
    const amount = Number(p.get('amount'));
    const customer = p.get('customer') ?? '';
    const paymentMethod = p.get('payment_method') ?? '';
    if (!Number.isInteger(amount) || amount < 1) return notAnInteger('amount');
    if (!p.get('currency')) return invalid('Missing required param: currency.', { code: 'parameter_missing', param: 'currency' });
    if (p.get('confirm') !== 'true' || p.get('off_session') !== 'true') {
      return invalid('This fake only runs confirmed off-session charges.');
    }
    if (!customers.has(customer)) return missing('customer', customer, 'customer');
    const card = cards.get(paymentMethod);
    if (!card) return missing('payment_method', paymentMethod, 'payment_method');
    if (card.pm.customer !== customer) {
      return invalid(`The provided PaymentMethod ${paymentMethod} does not belong to the Customer ${customer}.`);
    }
    charges += 1;
    const decline = declines[card.number];
    const pi = {
      id: newId('pi'), object: 'payment_intent', amount, amount_received: decline ? 0 : amount, currency: p.get('currency'),
      customer, payment_method: paymentMethod, description: p.get('description'),
      status: decline ? 'requires_payment_method' : 'succeeded',
      last_payment_error: decline ? { type: 'card_error', code: 'card_declined', ...decline } : null,
      latest_charge: newId('ch'), created: now(), livemode: false,
    };
    paymentIntents.set(pi.id, pi);
    if (!decline) return ok(pi);
    return fail(402, { type: 'card_error', code: 'card_declined', ...decline, charge: pi.latest_charge, payment_intent: pi });
  };

  const refund = (p: URLSearchParams): Answer => {
    const id = p.get('payment_intent') ?? '';
    const pi = paymentIntents.get(id);
    if (!pi) return missing('payment_intent', id, 'payment_intent');
    if (pi.status !== 'succeeded') {
      return invalid(`This PaymentIntent (${id}) does not have a successful charge to refund.`, { code: 'charge_not_refundable' });
    }
    const left = pi.amount - (refunded.get(id) ?? 0);
    const amount = p.has('amount') ? Number(p.get('amount')) : left;
    if (!Number.isInteger(amount) || amount < 1) return notAnInteger('amount');
    if (amount > left) {
      return invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, { param: 'amount' });
    }
    refunded.set(id, pi.amount - left + amount);
    return ok({
      id: newId('re'), object: 'refund', amount, currency: pi.currency, payment_intent: id, charge: pi.latest_charge,
      status: 'succeeded', created: now(),
    });
  };

  const get = (path: string, query: URLSearchParams): Answer => {
    const setup = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (!setup) return unrecognized('GET', path);
    if (!setupIntents.has(setup[1])) return missing('setupintent', setup[1], 'intent');
    return ok(setupView(setup[1], list(query, 'expand').includes('payment_method')));
  };

  const answer = (req: IncomingMessage, body: string): Answer & { replayed?: boolean } => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
    requests.push({ method, path: url.pathname, idempotencyKey: key });
    if (!/^Bearer sk_/.test(req.headers.authorization ?? '')) {
      return fail(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
    }
    if (method === 'GET') return get(url.pathname, url.searchParams);
    if (method !== 'POST') return unrecognized(method, url.pathname);
    const request = `${url.pathname}?${body}`;
    const first = key ? stored.get(key) : undefined;
    if (first && first.request !== request) {
      return fail(400, {
        type: 'idempotency_error',
        message:
          'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
          `Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    if (first) return { ...first.answer, replayed: true };
    const result = post(url.pathname, new URLSearchParams(body));
    if (key && (result.status < 300 || result.status === 402)) stored.set(key, { request, answer: result });
    return result;
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const result = answer(req, body);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(result.status, {
          'Content-Type': 'application/json',
          'Request-Id': newId('req'),
          'Stripe-Version': String(req.headers['stripe-version'] ?? ''),
          ...(result.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
          ...(typeof req.headers['idempotency-key'] === 'string' ? { 'Idempotency-Key': req.headers['idempotency-key'] } : {}),
        });
        res.end(JSON.stringify(result.body));
      };
      if (delayMs <= 0) return send();
      const timer = setTimeout(() => (pending.delete(timer), send()), delayMs);
      pending.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    requests,
    charges: () => charges,
    confirmSetup: (setupId, cardNumber) => {
      const si = setupIntents.get(setupId);
      if (!si) throw new Error(`No such SetupIntent: ${setupId}`);
      si.payment_method = saveCard(cardNumber.replace(/\s/g, ''), si.customer).pm.id;
      si.status = 'succeeded';
    },
    respondSlowly: (ms) => {
      delayMs = ms;
    },
    close: async () => {
      pending.forEach(clearTimeout);
      pending.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
};
