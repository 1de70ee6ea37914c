// The PayPal adapter: PayPal's Orders API v2 through @paypal/paypal-server-sdk (client-credentials
// OAuth, handled by the SDK). Amounts cross the wire as decimal strings, converted on integers.
// A 422 (or 404) from a capture is a definite refusal ({ outcome: 'failed' }); no answer (network,
// timeout, 5xx) is ProviderUnavailableError: repeat with the same key, PayPal-Request-Id replays
// the first answer. A capture under a new key of an order already captured (422
// ORDER_ALREADY_CAPTURED) returns that first capture, read back from the order, as the port says.
//
// The SDK (checked on 2.5.0) knows only two hosts, Environment.Production and Environment.Sandbox,
// and has no base URL option. For any other `baseUrl` (a local fake, a proxy) it runs in Sandbox
// mode with an https agent (its public `httpClientOptions.httpsAgent`) whose connections go to
// `baseUrl` instead: plain TCP for http://, TLS for https://. Paths, headers and bodies are the
// SDK's own; the Host header stays api-m.sandbox.paypal.com.
import { connect as tcpConnect } from 'node:net';
import { Agent as HttpsAgent } from 'node:https';
import { connect as tlsConnect } from 'node:tls';
import type { ApiError, Order, OrdersController } from '@paypal/paypal-server-sdk';
import { loadOnFirstUse } from '../../load-on-first-use.js';
import { ProviderRequestError, ProviderUnavailableError } from '../card-provider.js';
import type { PaypalCaptureResult, PaypalOrderRequest, PaypalProvider } from '../paypal-provider.js';

export interface PaypalOrdersProviderOptions {
  clientId: string;
  clientSecret: string;
  /** An origin; default PayPal's sandbox. https://api-m.paypal.com is the live API. */
  baseUrl?: string;
  /** Per HTTP call, the OAuth token call included (default 20 s). */
  timeoutMs?: number;
}

const PAYPAL_HOSTS: Record<string, 'Production' | 'Sandbox'> = {
  'https://api-m.paypal.com': 'Production',
  'https://api-m.sandbox.paypal.com': 'Sandbox',
};

/** Sends every connection of the SDK's https requests to `target` (see the header comment). */
class RedirectingAgent extends HttpsAgent {
  constructor(private readonly target: URL) {
    super({ keepAlive: false });
  }

  override createConnection() {
    const host = this.target.hostname;
    if (this.target.protocol === 'http:') return tcpConnect({ host, port: Number(this.target.port || 80) });
    return tlsConnect({ host, port: Number(this.target.port || 443), servername: host });
  }
}

/** 1350 → '13.50', on integers. */
const centsToPaypalValue = (cents: number): string => {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`Not a positive amount in cents: ${cents}`);
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/** '13.50' (or '13.5', '13') → 1350, on integers. */
const paypalValueToCents = (value: string): number => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new RangeError(`Not a PayPal amount: ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

interface PaypalErrorBody {
  name?: string;
  message?: string;
  details?: Array<{ issue?: string; description?: string }>;
  error?: string;
  error_description?: string;
}

const errorBody = (error: ApiError): PaypalErrorBody => {
  if (error.result && typeof error.result === 'object') return error.result as PaypalErrorBody;
  try {
    return typeof error.body === 'string' ? (JSON.parse(error.body) as PaypalErrorBody) : {};
  } catch {
    return {};
  }
};

/** The issue code and its description from PayPal's error body. */
const issueOf = (error: ApiError) => {
  const body = errorBody(error);
  const detail = body.details?.[0];
  return {
    code: detail?.issue ?? body.name ?? body.error ?? `HTTP_${error.statusCode}`,
    reason: detail?.description ?? body.message ?? body.error_description ?? 'PayPal refused the request',
  };
};

/** PayPal's 4xx answer, with its HTTP status (only 404 and 422 are an order's outcome). */
class PaypalRefusal extends ProviderRequestError {
  constructor(
    message: string,
    code: string,
    readonly status: number,
  ) {
    super(message, code);
  }
}

export class PaypalOrdersProvider implements PaypalProvider {
  readonly mode = 'live' as const;
  private readonly paypal: () => Promise<{ sdk: typeof import('@paypal/paypal-server-sdk'); orders: OrdersController }>;

  constructor(options: PaypalOrdersProviderOptions) {
    const base = new URL(options.baseUrl ?? 'https://api-m.sandbox.paypal.com');
    if (base.pathname !== '/' || base.search) throw new Error(`PayPal base URL must be an origin: ${options.baseUrl}`);
    const environment = PAYPAL_HOSTS[base.origin];
    this.paypal = loadOnFirstUse(async () => {
      const sdk = await import('@paypal/paypal-server-sdk');
      const client = new sdk.Client({
        clientCredentialsAuthCredentials: { oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret },
        environment: sdk.Environment[environment ?? 'Sandbox'],
        timeout: options.timeoutMs ?? 20_000,
        httpClientOptions: {
          retryConfig: { maxNumberOfRetries: 0 },
          ...(environment === undefined && { httpsAgent: new RedirectingAgent(base) }),
        },
      });
      return { sdk, orders: new sdk.OrdersController(client) };
    });
  }

  async createOrder(request: PaypalOrderRequest): Promise<{ orderId: string }> {
    const { result } = await this.call(({ orders }, sdk) =>
      orders.createOrder({
        paypalRequestId: request.idempotencyKey,
        prefer: 'return=minimal',
        body: {
          intent: sdk.CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: request.referenceId,
              description: request.description,
              amount: { currencyCode: request.currency, value: centsToPaypalValue(request.amountCents) },
            },
          ],
        },
      }),
    );
    if (!result.id) throw new ProviderRequestError('PayPal created an order without an id', 'MISSING_ORDER_ID');
    return { orderId: result.id };
  }

  async captureOrder(input: { orderId: string; idempotencyKey: string }): Promise<PaypalCaptureResult> {
    try {
      const { result } = await this.call(({ orders }) =>
        orders.captureOrder({ id: input.orderId, paypalRequestId: input.idempotencyKey, prefer: 'return=representation' }),
      );
      return this.captured(result);
    } catch (error) {
      if (!(error instanceof PaypalRefusal) || (error.status !== 422 && error.status !== 404)) throw error;
      if (error.code === 'ORDER_ALREADY_CAPTURED') {
        // A capture under another key: the port returns the first capture, as the simulator does.
        const { result } = await this.call(({ orders }) => orders.getOrder({ id: input.orderId }));
        return this.captured(result);
      }
      return { outcome: 'failed', code: error.status === 404 ? 'RESOURCE_NOT_FOUND' : error.code, reason: error.message };
    }
  }

  private captured(order: Order): PaypalCaptureResult {
    const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
    if (!capture?.id || !capture.amount) {
      return { outcome: 'failed', code: `ORDER_${order.status ?? 'UNKNOWN'}`, reason: 'PayPal returned no capture for the order' };
    }
    if (capture.status !== 'COMPLETED') {
      const why = capture.statusDetails?.reason;
      const reason = `The capture is ${capture.status}${why ? ` (${why})` : ''}`;
      return { outcome: 'failed', code: `CAPTURE_${capture.status ?? 'UNKNOWN'}`, reason };
    }
    return { outcome: 'completed', captureId: capture.id, amountCents: paypalValueToCents(capture.amount.value) };
  }

  /**
   * One SDK call. A 4xx answer becomes a ProviderRequestError (PaypalRefusal) with PayPal's issue
   * code; no answer, a 5xx, 408 or 429 becomes ProviderUnavailableError (the outcome is unknown).
   */
  private async call<T>(
    send: (api: { orders: OrdersController }, sdk: typeof import('@paypal/paypal-server-sdk')) => Promise<{ result: T }>,
  ): Promise<{ result: T }> {
    const { sdk, orders } = await this.paypal();
    try {
      return await send({ orders }, sdk);
    } catch (error) {
      if (error instanceof sdk.ApiError) {
        const { code, reason } = issueOf(error);
        if (error.statusCode >= 500 || error.statusCode === 408 || error.statusCode === 429) {
          throw new ProviderUnavailableError(`PayPal answered ${error.statusCode}: ${reason}`);
        }
        throw new PaypalRefusal(reason, code, error.statusCode);
      }
      if (isNetworkError(error)) throw new ProviderUnavailableError(`PayPal did not answer: ${(error as Error).message}`);
      throw error;
    }
  }
}

/** axios errors (timeouts, refused or reset connections) and Node system errors carry a string code. */
const isNetworkError = (error: unknown): boolean =>
  error instanceof Error &&
  ((error as { isAxiosError?: unknown }).isAxiosError === true ||
    typeof (error as { code?: unknown }).code === 'string' ||
    error.name === 'AbortError');
