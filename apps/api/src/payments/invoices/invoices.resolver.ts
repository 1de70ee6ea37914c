// spec 001 §7 sendClientInvoiceMutation: the pro e-mails the client an appointment's invoice. The
// portal shows 'Invoice sent successfully' on success and 'Failed to send invoice' otherwise
// (spec 001 §8), with the reason from `errors`. Another practice's appointment gets 'not found'.
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { newCommandContext } from '#app/es';
import { mailboxProjection } from '#projections';
import { requirePro } from '../../access/require-actor.js';
import { toEventActor } from '../../access/session-actor.js';
import { asPayload, MutationResult } from '../../graphql/payloads.js';
import { originOf, type RequestContext } from '../../graphql/request-context.js';
import { Clock } from '../../infrastructure/clock.js';
import { CommandSender } from '../../infrastructure/command-sender.js';
import { SendInvoiceCommand } from './send-invoice.command.js';

@Resolver()
export class InvoicesResolver {
  constructor(
    private readonly commands: CommandSender,
    private readonly clock: Clock,
  ) {}

  @Mutation(() => MutationResult, {
    description: "E-mails the client the appointment's invoice (HTML, with the PDF attached). sendTo: 'email'; 'sms' and 'both' are not available yet",
  })
  sendClientInvoiceMutation(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('sendTo') sendTo: string,
  ): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      const context = newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx));
      // The mailbox shows the invoice as soon as the call returns.
      await this.commands.send(new SendInvoiceCommand(appointmentId, pro.practiceId, sendTo, context), [mailboxProjection.name]);
      return {};
    });
  }
}
