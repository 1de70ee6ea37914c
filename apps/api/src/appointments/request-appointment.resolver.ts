// The public booking call: no login, a visitor asks a practice for a time.
import { UseGuards } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { newCommandContext } from '#app/es';
import { SlotTakenError } from '#app/appointments';
import { GqlThrottlerGuard } from '../graphql/gql-throttler.guard.js';
import { asPayload } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { Clock } from '../infrastructure/clock.js';
import { RequestAppointmentInput, RequestAppointmentPayload } from './appointment.models.js';
import { RequestAppointmentCommand } from './commands/request-appointment/request-appointment.command.js';

@UseGuards(GqlThrottlerGuard)
@Resolver()
export class RequestAppointmentResolver {
  constructor(
    private readonly commands: CommandSender,
    private readonly clock: Clock,
  ) {}

  @Mutation(() => RequestAppointmentPayload)
  requestAppointment(@Args('input') input: RequestAppointmentInput, @Context() ctx: RequestContext): Promise<RequestAppointmentPayload> {
    const visitor = { kind: 'visitor' as const, id: 'anonymous', name: `${input.firstName} ${input.lastName}`.trim().slice(0, 201) };
    const empty = { appointmentId: null, instantActionToken: null, state: null, nextAvailableTimes: [] as string[] };
    return asPayload(empty, async () => {
      const result = await this.commands.send(
        // All projections: the visitor's next availability query and the pro's inbox both reflect it.
        new RequestAppointmentCommand(input, newCommandContext(visitor, this.clock.now(), originOf(ctx))),
      );
      return { appointmentId: result.appointmentId, instantActionToken: result.instantActionToken, state: result.state, nextAvailableTimes: [] };
    }, (error) => (error instanceof SlotTakenError ? { nextAvailableTimes: error.nextAvailableTimes } : {}));
  }
}
