// A local fake of the slice of Square's API the square adapter uses, for tests through the real
// SDK (`new SquareClient({ token, baseUrl: 'http://127.0.0.1:PORT' })`). It covers POST
// /v2/customers, /v2/cards, /v2/cards/{card_id}/disable, /v2/payments and /v2/refunds in Square's
// wire format: snake_case JSON, errors as `{ errors: [{ category, code, detail }] }` with an HTTP
// status (400 for refusals and declines, 404 for unknown ids, 401 without a bearer token). Like
// Square it replays the first response to a repeated idempotency key on the same endpoint (and
// refuses the key for a different request), caps the keys of cards, payments and refunds at 45
// characters, and accepts a card token (`cnon:`) once. `tokenize` stands in for the Web Payments
// SDK; the card number decides what happens, sandbox style:
//   4111111111111111 (or any other number)  saved and charged;
//   4000000000000002  CARD_DECLINED when saved or charged;
//   4000000000009995  INSUFFICIENT_FUNDS when saved or charged;
//   4000000000000341  saved, then every payment with it is declined (CARD_DECLINED).
// Not covered: checking the access token, locations, reads and lists, delayed capture, refund
// completion (refunds stay PENDING, as card refunds do at first), webhooks.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
type Reply = { status: number; body: Json };
type Outcome = 'succeeds' | 'declined' | 'insufficient_funds' | 'declines_payments';

const OUTCOMES: Record<string, Outcome> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000341': 'declines_payments',
};

/** Square's error codes for the outcomes that refuse a card. */
const DECLINE_CODES: Record<Exclude<Outcome, 'succeeds'>, string> = {
  declined: 'CARD_DECLINED',
  insufficient_funds: 'INSUFFICIENT_FUNDS',
  declines_payments: 'CARD_DECLINED',
};

interface FakeCard {
  number: string;
  json: Json;
}

const newId = (prefix = ''): string => prefix + randomBytes(12).toString('base64url');
const now = (): string => new Date().toISOString();

const error = (status: number, category: string, code: string, detail: string, extra: Json = {}): Reply => ({
  status,
  body: { errors: [{ category, code, detail }], ...extra },
});
const badRequest = (code: string, detail: string): Reply => error(400, 'INVALID_REQUEST_ERROR', code, detail);
const notFound = (detail: string): Reply => error(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', detail);
const declined = (code: string, extra: Json = {}): Reply => error(400, 'PAYMENT_METHOD_ERROR', code, `Authorization error: '${code}'`, extra);

const brandOf = (number: string): string =>
  number.startsWith('4') ? 'VISA' : /^(5[1-5]|2[2-7])/.test(number) ? 'MASTERCARD' : /^3[47]/.test(number) ? 'AMERICAN_EXPRESS' : 'OTHER_BRAND';

const cardSummary = (number: string): Json => ({
  card_brand: brandOf(number),
  last_4: number.slice(-4),
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 4,
});

export const startFakeSquare = async (): Promise<{
  port: number;
  close(): Promise<void>;
  /** Payments Square recorded (completed or failed); replays of an idempotency key add none. */
  payments(): number;
  /** What the Web Payments SDK does in the browser: a single-use card token for a card number. */
  tokenize(cardNumber: string): string;
  /** Answers every later request `ms` late, after doing its work (0 answers at once again). */
  respondSlowly(ms: number): void;
}> => {
  const tokens = new Map<string, { number: string; used: boolean }>();
  const customers = new Map<string, Json>();
  const cards = new Map<string, FakeCard>();
  const payments = new Map<string, { json: Json; refundedCents: number }>();
  const replies = new Map<string, { request: string; reply: Reply }>();
  const timers = new Set<NodeJS.Timeout>();
  let delayMs = 0;

  const createCustomer = (body: Json): Reply => {
    const names = ['given_name', 'family_name', 'company_name', 'nickname', 'email_address', 'phone_number'];
    if (!names.some((name) => body[name])) return badRequest('MISSING_REQUIRED_PARAMETER', `At least one of ${names.join(', ')} is required.`);
    const customer: Json = { id: newId(), created_at: now(), updated_at: now(), creation_source: 'THIRD_PARTY', version: 0 };
    for (const name of names) if (body[name] !== undefined) customer[name] = body[name];
    customers.set(customer.id as string, customer);
    return { status: 200, body: { customer } };
  };

  /** The card a source id names: a card token (used up here) or an enabled card on file. */
  const sourceCard = (sourceId: string, customerId: unknown): { number: string; json?: Json } | Reply => {
    const token = tokens.get(sourceId);
    if (token) {
      if (token.used) return badRequest('CARD_TOKEN_USED', 'Card nonce already used; please request new nonce.');
      token.used = true;
      return { number: token.number };
    }
    const card = cards.get(sourceId);
    if (!card || card.json.enabled !== true || card.json.customer_id !== customerId) return notFound(`Card on file not found: ${sourceId}.`);
    return card;
  };

  const createCard = (body: Json): Reply => {
    const customerId = (body.card as Json | undefined)?.customer_id;
    if (typeof body.source_id !== 'string') return badRequest('MISSING_REQUIRED_PARAMETER', 'Missing required parameter source_id.');
    if (typeof customerId !== 'string' || !customers.has(customerId)) return notFound(`Customer not found: ${String(customerId)}.`);
    if (!tokens.has(body.source_id)) return notFound('Card nonce not found in this `sandbox` application environment.');
    const source = sourceCard(body.source_id, customerId);
    if ('status' in source) return source;
    const outcome = OUTCOMES[source.number] ?? 'succeeds';
    if (outcome === 'declined' || outcome === 'insufficient_funds') return declined(DECLINE_CODES[outcome]);
    const json: Json = { id: newId('ccof:'), ...cardSummary(source.number), customer_id: customerId, enabled: true, card_type: 'CREDIT', created_at: now() };
    cards.set(json.id as string, { number: source.number, json });
    return { status: 200, body: { card: json } };
  };

  const disableCard = (cardId: string): Reply => {
    const card = cards.get(cardId);
    if (!card) return notFound(`Card not found: ${cardId}.`);
    card.json.enabled = false;
    card.json.disabled_at ??= now();
    return { status: 200, body: { card: card.json } };
  };

  const createPayment = (body: Json): Reply => {
    const money = body.amount_money as Json | undefined;
    if (typeof body.source_id !== 'string') return badRequest('MISSING_REQUIRED_PARAMETER', 'Missing required parameter source_id.');
    if (!money || !(Number(money.amount) > 0)) return badRequest('INVALID_VALUE', 'amount_money.amount must be positive.');
    const source = sourceCard(body.source_id, body.customer_id);
    if ('status' in source) return source;
    const outcome = OUTCOMES[source.number] ?? 'succeeds';
    const amountMoney = { amount: Number(money.amount), currency: money.currency };
    const payment: Json = {
      id: newId(),
      created_at: now(),
      amount_money: amountMoney,
      total_money: amountMoney,
      status: outcome === 'succeeds' ? 'COMPLETED' : 'FAILED',
      source_type: 'CARD',
      card_details: { status: outcome === 'succeeds' ? 'CAPTURED' : 'FAILED', card: cardSummary(source.number), entry_method: source.json ? 'ON_FILE' : 'KEYED' },
      location_id: body.location_id ?? 'MAIN_LOCATION',
      customer_id: body.customer_id,
      note: body.note,
    };
    payments.set(payment.id as string, { json: payment, refundedCents: 0 });
    return outcome === 'succeeds' ? { status: 200, body: { payment } } : declined(DECLINE_CODES[outcome], { payment });
  };

  const refundPayment = (body: Json): Reply => {
    const payment = payments.get(String(body.payment_id));
    const amount = Number((body.amount_money as Json | undefined)?.amount);
    if (!payment || payment.json.status !== 'COMPLETED') return notFound(`Payment not found: ${String(body.payment_id)}.`);
    const paid = Number((payment.json.amount_money as Json).amount);
    if (!(amount > 0) || payment.refundedCents + amount > paid) return error(400, 'REFUND_ERROR', 'REFUND_AMOUNT_INVALID', 'The requested refund amount exceeds the amount available to refund.');
    payment.refundedCents += amount;
    const refund = { id: newId(), status: 'PENDING', amount_money: body.amount_money, payment_id: payment.json.id, created_at: now() };
    return { status: 200, body: { refund } };
  };

  /** Square's idempotency: the first reply to a key on an endpoint is the reply to every repeat. */
  const idempotent = (path: string, body: Json, required: boolean, handle: (body: Json) => Reply): Reply => {
    const key = body.idempotency_key;
    if (key === undefined && !required) return handle(body);
    if (typeof key !== 'string' || key.length === 0) return badRequest('MISSING_REQUIRED_PARAMETER', 'Missing required parameter idempotency_key.');
    // Cards, payments and refunds (the endpoints that require a key) cap it at 45 characters.
    if (required && key.length > 45) return badRequest('VALUE_TOO_LONG', 'Field must not be greater than 45 length');
    const request = JSON.stringify({ ...body, idempotency_key: undefined });
    const first = replies.get(`${path} ${key}`);
    if (first) return first.request === request ? first.reply : badRequest('IDEMPOTENCY_KEY_REUSED', 'The idempotency key was used for a different request.');
    const reply = handle(body);
    replies.set(`${path} ${key}`, { request, reply });
    return reply;
  };

  const route = (method: string, path: string, body: Json): Reply => {
    if (method !== 'POST') return notFound(`No ${method} ${path} in this fake.`);
    if (path === '/v2/customers') return idempotent(path, body, false, createCustomer);
    if (path === '/v2/cards') return idempotent(path, body, true, createCard);
    if (path === '/v2/payments') return idempotent(path, body, true, createPayment);
    if (path === '/v2/refunds') return idempotent(path, body, true, refundPayment);
    const disable = /^\/v2\/cards\/([^/]+)\/disable$/.exec(path);
    if (disable) return disableCard(decodeURIComponent(disable[1]!));
    return notFound(`No ${method} ${path} in this fake.`);
  };

  const readBody = async (req: IncomingMessage): Promise<Json | undefined> => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    if (text.trim() === '') return {};
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : undefined;
    } catch {
      return undefined;
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const reply = !/^Bearer \S+/.test(req.headers.authorization ?? '')
      ? error(401, 'AUTHENTICATION_ERROR', 'UNAUTHORIZED', 'This request could not be authorized.')
      : body === undefined
        ? badRequest('INVALID_CONTENT', 'The request body is not a JSON object.')
        : route(req.method ?? 'GET', path, body);
    const send = (): void => {
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    };
    if (delayMs === 0) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, delayMs);
    timers.add(timer);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      const failure = error(500, 'API_ERROR', 'INTERNAL_SERVER_ERROR', String(e));
      if (!res.headersSent) res.writeHead(failure.status, { 'content-type': 'application/json' }).end(JSON.stringify(failure.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
    payments: () => payments.size,
    tokenize: (cardNumber) => {
      const number = cardNumber.replace(/[\s-]/g, '');
      if (!/^\d{13,19}$/.test(number)) throw new Error(`Not a card number: ${cardNumber}`);
      const token = newId('cnon:');
      tokens.set(token, { number, used: false });
      return token;
    },
    respondSlowly: (ms) => {
      delayMs = ms;
    },
  };
};
