// What a client reaches with the unguessable token of their appointment link (/m/c/{token}).
import { Inject } from '@nestjs/common';
import { UseGuards } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { newCommandContext, NotFoundError } from '#app/es';
import { AppointmentMessages } from '#app/appointments';
import type { AppointmentDocument, PracticeDocument } from '#projections';
import { GqlThrottlerGuard } from '../graphql/gql-throttler.guard.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { Clock } from '../infrastructure/clock.js';
import type { Persistence } from '../infrastructure/persistence.js';
import { PERSISTENCE } from '../infrastructure/tokens.js';
import { CancelAppointmentCommand } from './commands/cancel-appointment/cancel-appointment.command.js';
import { TokenAppointment } from './token-appointment.models.js';
import { toTokenAppointment } from './token-appointment-view.js';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

@UseGuards(GqlThrottlerGuard)
@Resolver(() => TokenAppointment)
export class TokenAppointmentResolver {
  constructor(
    @Inject(PERSISTENCE) private readonly persistence: Persistence,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
  ) {}

  private async byToken(token: string): Promise<AppointmentDocument | null> {
    if (typeof token !== 'string' || !TOKEN.test(token)) return null;
    const [doc] = await this.persistence.documents
      .collection<AppointmentDocument>('appointments')
      .find({ filter: { instantActionToken: token }, limit: 1 });
    return doc ?? null;
  }

  @Query(() => TokenAppointment, { nullable: true })
  async tokenAppointment(@Args('instantActionToken') instantActionToken: string): Promise<TokenAppointment | null> {
    const doc = await this.byToken(instantActionToken);
    if (!doc) return null;
    const practice = await this.persistence.documents.collection<PracticeDocument>('practices').get(doc.practiceId);
    return toTokenAppointment(doc, practice, this.clock.now());
  }

  private cancel(ctx: RequestContext, appointmentId: string, instantActionToken: string): Promise<MutationResult> {
    return asPayload({}, async () => {
      const doc = await this.byToken(instantActionToken);
      if (!doc || doc.id !== appointmentId) throw new NotFoundError(AppointmentMessages.notFound);
      const actor = { kind: 'client' as const, id: doc.client.clientId, name: `${doc.client.firstName} ${doc.client.lastName}` };
      await this.commands.send(
        new CancelAppointmentCommand(appointmentId, { by: 'token', instantActionToken }, null, newCommandContext(actor, this.clock.now(), originOf(ctx)))
      );
      return {};
    });
  }

  @Mutation(() => MutationResult, { description: 'The client cancels through their appointment link.' })
  clientCancel(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('instantActionToken') instantActionToken: string,
  ): Promise<MutationResult> {
    return this.cancel(ctx, appointmentId, instantActionToken);
  }

  @Mutation(() => MutationResult, { description: 'Cancel without an account, by the appointment link token.' })
  cancelAppointmentNoUser(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('instantActionToken') instantActionToken: string,
  ): Promise<MutationResult> {
    return this.cancel(ctx, appointmentId, instantActionToken);
  }
}
