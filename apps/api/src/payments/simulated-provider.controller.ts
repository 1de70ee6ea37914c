// The browser side of the embedded providers, served where a real provider's own script would talk
// to its servers: the simulator's card form confirms a setup (stripe-like) or tokenises a card
// (square-like), and its PayPal window approves or declines an order. Card numbers reach only the
// simulator, as they would reach only the provider. Gone (404) for a provider with real keys.
import { Body, Controller, Get, HttpCode, HttpException, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import { CardRefusedError, type CardInput, type SimulatedCardProvider } from '#app/integrations';
import { PAYMENT_PROVIDERS, type PaymentProviders } from './payment-providers.js';

const refused = (error: unknown): never => {
  if (error instanceof CardRefusedError) throw new HttpException({ error: { message: error.message, code: error.code } }, 402);
  throw error;
};

const cardOf = (body: Partial<CardInput>): CardInput => ({
  number: String(body.number ?? '').slice(0, 30),
  expMonth: Number(body.expMonth),
  expYear: Number(body.expYear),
  cvc: String(body.cvc ?? '').slice(0, 4),
});

@Controller('simulated-provider')
export class SimulatedProviderController {
  constructor(@Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders) {}

  private simulated(name: string): SimulatedCardProvider {
    if (name !== 'stripe' && name !== 'square') throw new NotFoundException();
    const provider = this.providers.card(name);
    if (provider !== this.providers.simulated[name]) throw new NotFoundException();
    return this.providers.simulated[name];
  }

  @Post(':provider/setup-intents/confirm')
  @HttpCode(200)
  confirmSetup(@Param('provider') name: string, @Body() body: Partial<CardInput> & { clientSecret?: string }) {
    return this.simulated(name).confirmSetup(String(body.clientSecret ?? ''), cardOf(body)).catch(refused);
  }

  @Post(':provider/tokenize')
  @HttpCode(200)
  tokenize(@Param('provider') name: string, @Body() body: Partial<CardInput>) {
    return this.simulated(name).tokenize(cardOf(body)).catch(refused);
  }

  private paypal() {
    if (this.providers.paypal !== this.providers.simulated.paypal) throw new NotFoundException();
    return this.providers.simulated.paypal;
  }

  @Get('paypal/orders/:orderId')
  async order(@Param('orderId') orderId: string) {
    const order = await this.paypal().order(String(orderId).slice(0, 40));
    if (!order) throw new NotFoundException();
    return { id: orderId, status: order.status, amountCents: order.amountCents, currency: order.currency, description: order.description };
  }

  @Post('paypal/orders/:orderId/:decision')
  @HttpCode(200)
  async decide(@Param('orderId') orderId: string, @Param('decision') decision: string) {
    if (decision !== 'approve' && decision !== 'decline') throw new NotFoundException();
    const changed = await this.paypal().decide(String(orderId).slice(0, 40), decision === 'approve');
    if (!changed) throw new NotFoundException();
    return { id: orderId, status: decision === 'approve' ? 'APPROVED' : 'DECLINED' };
  }
}
