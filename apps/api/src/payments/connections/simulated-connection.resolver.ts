// The embedded provider's page (/portal/settings/banking/simulator/<session>): it reads its
// session and sends the pro's answer, as the provider's own page would at the provider. Only the
// pro of the practice that opened the session; other sessions are "not valid for your practice".
import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { requirePro } from '../../access/require-actor.js';
import { asPayload } from '../../graphql/payloads.js';
import type { RequestContext } from '../../graphql/request-context.js';
import { Clock } from '../../infrastructure/clock.js';
import type { PaymentConnectionAdapters } from './create-provider-connections.js';
import { SimulatedConnectionPayload, SimulatedConnectionView } from './payment-integrations.models.js';
import { PROVIDER_CONNECTIONS } from './provider-connections.port.js';
import { answerOf } from './send-connection-change.js';
import { SIMULATED_OUTCOMES } from './simulated-provider-connections.js';

@Resolver()
export class SimulatedConnectionResolver {
  constructor(
    private readonly clock: Clock,
    @Inject(PROVIDER_CONNECTIONS) private readonly providers: PaymentConnectionAdapters,
  ) {}

  @Query(() => SimulatedConnectionView)
  async simulatedConnection(@Context() ctx: RequestContext, @Args('session') session: string): Promise<SimulatedConnectionView> {
    const pro = requirePro(ctx);
    const found = await answerOf(() => this.providers.simulator.session(pro.practiceId, session));
    return { id: found.id, provider: found.flow, practiceName: found.practiceName, outcomes: [...SIMULATED_OUTCOMES[found.flow]], outcome: found.outcome };
  }

  @Mutation(() => SimulatedConnectionPayload, { description: "The pro's answer on the embedded provider's page" })
  decideSimulatedConnection(
    @Context() ctx: RequestContext,
    @Args('session') session: string,
    @Args('outcome') outcome: string,
  ): Promise<SimulatedConnectionPayload> {
    const pro = requirePro(ctx);
    return asPayload<SimulatedConnectionPayload>({ returnUrl: null }, () => this.providers.simulator.decide(pro.practiceId, session, outcome, this.clock.now()));
  }
}
