// The embedded domain provider's side of its widget (the portal's SimulatedDomainWidget), served
// where a real provider's script would talk to its servers: the widget checks its token, then
// finishes the flow (connect or buy a domain, records set automatically or by hand). The token is
// the only credential, as with a provider's widget. Gone (404) when a real provider is configured.
import { Body, Controller, HttpCode, HttpException, Inject, NotFoundException, Post } from '@nestjs/common';
import { SimulatedDomainProvider, type DomainProvider } from '#app/integrations';
import { DOMAIN_PROVIDER } from './domain-provider.js';

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

@Controller('simulated-provider/domains')
export class SimulatedDomainProviderController {
  constructor(@Inject(DOMAIN_PROVIDER) private readonly provider: DomainProvider) {}

  private simulated(): SimulatedDomainProvider {
    if (!(this.provider instanceof SimulatedDomainProvider)) throw new NotFoundException();
    return this.provider;
  }

  @Post('session')
  @HttpCode(200)
  async session(@Body() body: { token?: unknown }) {
    return { valid: (await this.simulated().verify(text(body?.token, 2000))) !== null };
  }

  @Post('finish')
  @HttpCode(200)
  async finish(@Body() body: { token?: unknown; mode?: unknown; domain?: unknown; setup?: unknown }) {
    const result = await this.simulated().finishFlow(text(body?.token, 2000), {
      mode: body?.mode === 'purchase' ? 'purchase' : 'connect',
      domain: text(body?.domain, 300),
      setup: body?.setup === 'manual' ? 'manual' : 'automatic',
    });
    if ('error' in result) throw new HttpException({ error: { message: result.error } }, 400);
    return result;
  }
}
