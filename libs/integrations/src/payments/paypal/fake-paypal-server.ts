// A local fake of PayPal's REST API for adapter tests, in PayPal's wire format (snake_case JSON,
// errors as { name, message, debug_id, details: [{ issue, description }] }). It covers:
// - POST /v1/oauth2/token: client credentials (HTTP Basic) → a Bearer token; every other route
//   needs that token (401 invalid_token otherwise).
// - POST /v2/checkout/orders: one purchase unit, amount checked as a decimal string (400 otherwise).
// - POST /v2/checkout/orders/{id}/capture: APPROVED → COMPLETED with one capture; not yet approved
//   → 422 ORDER_NOT_APPROVED; declined → 422 INSTRUMENT_DECLINED; already captured → 422
//   ORDER_ALREADY_CAPTURED; unknown → 404 RESOURCE_NOT_FOUND.
// - GET /v2/checkout/orders/{id}: the order as it stands.
// - PayPal-Request-Id on both POSTs: the same id on the same route replays the first response.
// The payer's side (approval on paypal.com) is played by `approve` / `decline`.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Amount = { currency_code: string; value: string };

interface Order {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  declined: boolean;
  createTime: string;
  purchaseUnit: { reference_id: string; description?: string; amount: Amount };
  capture?: { id: string; createTime: string };
}

interface Reply {
  status: number;
  body: unknown;
}

/** PayPal's descriptions of the 422 issues the fake answers with. */
const ISSUES = {
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url " +
    'returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.',
  INSTRUMENT_DECLINED:
    "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
};

const TOKEN = `A21AA${randomBytes(16).toString('hex')}`;
const newId = (length: number) => randomBytes(length).toString('hex').toUpperCase().slice(0, length);
const debugId = () => newId(13).toLowerCase();

const unprocessable = (issue: keyof typeof ISSUES): Reply => ({
  status: 422,
  body: {
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: debugId(),
    details: [{ issue, description: ISSUES[issue] }],
    links: [{ href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`, rel: 'information_link', method: 'GET' }],
  },
});

const invalidRequest = (field: string, issue: string, description: string): Reply => ({
  status: 400,
  body: {
    name: 'INVALID_REQUEST',
    message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    debug_id: debugId(),
    details: [{ field, location: 'body', issue, description }],
  },
});

const notFound = (orderId: string): Reply => ({
  status: 404,
  body: {
    name: 'RESOURCE_NOT_FOUND',
    message: 'The specified resource does not exist.',
    debug_id: debugId(),
    details: [{ field: 'order_id', value: orderId, location: 'path', issue: 'INVALID_RESOURCE_ID' }],
  },
});

const orderJson = (order: Order, base: string) => {
  const self = `${base}/v2/checkout/orders/${order.id}`;
  const capture = order.capture && {
    id: order.capture.id,
    status: 'COMPLETED',
    amount: order.purchaseUnit.amount,
    final_capture: true,
    create_time: order.capture.createTime,
  };
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    create_time: order.createTime,
    ...(order.status !== 'CREATED' && {
      payer: { payer_id: 'FAKEPAYER01', email_address: 'payer@example.com', name: { given_name: 'Pat', surname: 'Payer' } },
    }),
    purchase_units: [{ ...order.purchaseUnit, ...(capture && { payments: { captures: [capture] } }) }],
    links: [
      { href: self, rel: 'self', method: 'GET' },
      ...(order.status === 'CREATED'
        ? [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' }]
        : []),
      ...(order.status === 'APPROVED' ? [{ href: `${self}/capture`, rel: 'capture', method: 'POST' }] : []),
    ],
  };
};

/** POST /v1/oauth2/token: any non-empty client id and secret get the token. */
const issueToken = (authorization: string | undefined, body: string): Reply => {
  const basic = /^Basic (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  const [clientId, secret] = Buffer.from(basic, 'base64').toString().split(':');
  if (!clientId || !secret) {
    return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
  }
  if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
    return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' } };
  }
  const scope = 'https://uri.paypal.com/services/payments/payment';
  return {
    status: 200,
    body: { scope, access_token: TOKEN, token_type: 'Bearer', app_id: 'APP-FAKE', expires_in: 32400, nonce: newId(20) },
  };
};

const readBody = async (req: IncomingMessage): Promise<string> => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
};

const send = (res: ServerResponse, reply: Reply) => {
  res.writeHead(reply.status, { 'content-type': 'application/json', 'paypal-debug-id': debugId() });
  res.end(JSON.stringify(reply.body));
};

export const startFakePaypal = async (): Promise<{
  port: number;
  close(): Promise<void>;
  approve(orderId: string): void;
  decline(orderId: string): void;
  captures(): number;
}> => {
  const orders = new Map<string, Order>();
  /** `${path} ${PayPal-Request-Id}` → the first reply. */
  const replays = new Map<string, Reply>();
  let captureCount = 0;
  let base = '';

  const createOrder = (raw: string): Reply => {
    let input: { intent?: string; purchase_units?: Array<Partial<Order['purchaseUnit']>> };
    try {
      input = JSON.parse(raw) as typeof input;
    } catch {
      return invalidRequest('', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
    }
    if (input.intent !== 'CAPTURE') return invalidRequest('/intent', 'INVALID_PARAMETER_VALUE', 'The fake supports intent CAPTURE.');
    const unit = input.purchase_units?.length === 1 ? input.purchase_units[0] : undefined;
    if (!unit) return invalidRequest('/purchase_units', 'MISSING_REQUIRED_PARAMETER', 'One purchase unit is required.');
    const { currency_code, value } = unit.amount ?? {};
    if (typeof value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(value)) {
      return invalidRequest('/purchase_units/0/amount/value', 'DECIMAL_PRECISION', 'The value has more than two decimal places.');
    }
    if (typeof currency_code !== 'string' || !/^[A-Z]{3}$/.test(currency_code)) {
      return invalidRequest('/purchase_units/0/amount/currency_code', 'INVALID_PARAMETER_VALUE', 'Not a currency code.');
    }
    const order: Order = {
      id: newId(17),
      status: 'CREATED',
      declined: false,
      createTime: new Date().toISOString(),
      purchaseUnit: { reference_id: unit.reference_id ?? 'default', description: unit.description, amount: { currency_code, value } },
    };
    orders.set(order.id, order);
    return { status: 201, body: orderJson(order, base) };
  };

  const captureOrder = (orderId: string): Reply => {
    const order = orders.get(orderId);
    if (!order) return notFound(orderId);
    if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED');
    if (order.status === 'CREATED') return unprocessable('ORDER_NOT_APPROVED');
    if (order.declined) return unprocessable('INSTRUMENT_DECLINED');
    order.status = 'COMPLETED';
    order.capture = { id: newId(17), createTime: new Date().toISOString() };
    captureCount += 1;
    return { status: 201, body: orderJson(order, base) };
  };

  const handle = async (req: IncomingMessage): Promise<Reply> => {
    const path = new URL(req.url ?? '/', base).pathname;
    const body = await readBody(req);
    if (req.method === 'POST' && path === '/v1/oauth2/token') return issueToken(req.headers.authorization, body);
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      return { status: 401, body: { error: 'invalid_token', error_description: 'Token signature verification failed' } };
    }
    const [, orderId, capture] = /^\/v2\/checkout\/orders(?:\/([A-Za-z0-9-]+)(\/capture)?)?$/.exec(path) ?? [];
    if (req.method === 'GET' && orderId && !capture) {
      const order = orders.get(orderId);
      return order ? { status: 200, body: orderJson(order, base) } : notFound(orderId);
    }
    const create = req.method === 'POST' && path === '/v2/checkout/orders';
    if (!create && !(req.method === 'POST' && orderId && capture)) {
      return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.', debug_id: debugId() } };
    }
    const requestId = req.headers['paypal-request-id'];
    const key = typeof requestId === 'string' ? `${path} ${requestId}` : undefined;
    const replay = key === undefined ? undefined : replays.get(key);
    if (replay) return replay;
    const reply = create ? createOrder(body) : captureOrder(orderId!);
    if (key !== undefined) replays.set(key, reply);
    return reply;
  };

  const server = createServer((req, res) => {
    handle(req).then(
      (reply) => send(res, reply),
      () => send(res, { status: 500, body: { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  /** The payer's decision on paypal.com: approved, or approved with an instrument that gets declined. */
  const payerDecides = (orderId: string, declined: boolean) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`Fake PayPal: no order ${orderId}`);
    if (order.status === 'CREATED') order.status = 'APPROVED';
    order.declined = declined;
  };
  return {
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
    approve: (orderId) => payerDecides(orderId, false),
    decline: (orderId) => payerDecides(orderId, true),
    captures: () => captureCount,
  };
};
