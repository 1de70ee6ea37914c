// The embedded PayPal: orders created here are approved (or declined) in the simulator's own
// PayPal window on the client page, then captured. Same idempotency rules as PayPal's
// PayPal-Request-Id: a repeated create or capture returns the first result.
import { randomUUID } from 'node:crypto';
import type { PaypalCaptureResult, PaypalOrderRequest, PaypalProvider } from '../paypal-provider.js';
import type { SimulatorStore } from './simulator-store.js';

interface OrderObject {
  status: 'CREATED' | 'APPROVED' | 'DECLINED' | 'COMPLETED';
  amountCents: number;
  currency: string;
  description: string;
  referenceId: string;
  captureId: string | null;
}

const orderId = () => `SIM${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;

export class SimulatedPaypalProvider implements PaypalProvider {
  readonly mode = 'simulated' as const;

  constructor(private readonly store: SimulatorStore) {}

  async createOrder(request: PaypalOrderRequest): Promise<{ orderId: string }> {
    const order = await this.store.createOnce<OrderObject>('paypal_order', orderId(), request.idempotencyKey, {
      status: 'CREATED',
      amountCents: request.amountCents,
      currency: request.currency,
      description: request.description,
      referenceId: request.referenceId,
      captureId: null,
    });
    return { orderId: order.id };
  }

  /** What the order is for (the simulated PayPal window shows it). */
  order(orderId: string): Promise<OrderObject | null> {
    return this.store.get<OrderObject>('paypal_order', orderId);
  }

  /** The payer approves (or declines) in PayPal's window. */
  async decide(orderId: string, approve: boolean): Promise<boolean> {
    const order = await this.order(orderId);
    if (!order || order.status !== 'CREATED') return false;
    await this.store.update<OrderObject>('paypal_order', orderId, { ...order, status: approve ? 'APPROVED' : 'DECLINED' });
    return true;
  }

  async captureOrder(input: { orderId: string; idempotencyKey: string }): Promise<PaypalCaptureResult> {
    const order = await this.order(input.orderId);
    if (!order) return { outcome: 'failed', code: 'RESOURCE_NOT_FOUND', reason: 'The specified resource does not exist.' };
    if (order.status === 'COMPLETED') return { outcome: 'completed', captureId: order.captureId!, amountCents: order.amountCents };
    if (order.status === 'CREATED') return { outcome: 'failed', code: 'ORDER_NOT_APPROVED', reason: 'The payer has not yet approved the order.' };
    if (order.status === 'DECLINED') return { outcome: 'failed', code: 'INSTRUMENT_DECLINED', reason: 'The payment was declined. Please choose another way to pay.' };
    const capture = await this.store.createOnce('paypal_capture', `CAP${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`, input.idempotencyKey, { orderId: input.orderId, amountCents: order.amountCents });
    await this.store.update<OrderObject>('paypal_order', input.orderId, { ...order, status: 'COMPLETED', captureId: capture.id });
    return { outcome: 'completed', captureId: capture.id, amountCents: order.amountCents };
  }

  captures(): Promise<number> {
    return this.store.count('paypal_capture');
  }
}
