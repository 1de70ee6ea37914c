// Client sign-in without a password: ask for a link by e-mail, use it once, sign out.
import { Inject, UseGuards } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { isLinkToken, newCommandContext, NotFoundError } from '#app/es';
import { AppointmentMessages } from '#app/appointments';
import { AppointmentsQuery, ClientsQuery } from '#projections';
import { DOCUMENT_STORE } from '#app/persistence';
import type { DocumentStore } from '#app/readstore';
import { GqlThrottlerGuard } from '../graphql/gql-throttler.guard.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { ClientSignInMail } from './client-sign-in-mail.js';
import { ClientSignInLinkPayload, ClientSignInPayload, ClientUserView } from './client-sign-in.models.js';
import { CLIENT_SESSION_COOKIE, CLIENT_SESSION_TTL_MS, ClientSessions, clientUserOf } from './client-sessions.js';
import { RequestClientSignInCommand } from './commands/request-client-sign-in/request-client-sign-in.command.js';
import { SignInClientCommand } from './commands/sign-in-client/sign-in-client.command.js';
import { securesCookies } from './secure-cookies.js';

const visitor = { kind: 'visitor' as const, id: 'anonymous' };

/** 'a•••@example.com': enough for the client to recognise their address, not enough to learn it. */
export const maskEmail = (email: string): string => {
  const [local, domain] = email.split('@');
  return `${local!.slice(0, 1)}•••@${domain}`;
};

@UseGuards(GqlThrottlerGuard)
@Resolver()
export class ClientSignInResolver {
  private readonly sessions: ClientSessions;

  constructor(
    @Inject(DOCUMENT_STORE) documents: DocumentStore,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
    private readonly mail: ClientSignInMail,
    private readonly appointments: AppointmentsQuery,
    private readonly clients: ClientsQuery,
  ) {
    this.sessions = new ClientSessions(documents);
  }

  /** Issues a link for the address and e-mails it; answers the normalised address. */
  private async sendLink(ctx: RequestContext, email: string): Promise<string> {
    const link = await this.commands.send(new RequestClientSignInCommand(email, newCommandContext(visitor, this.clock.now(), originOf(ctx))));
    await this.mail.send(link.email, link.token);
    return link.email;
  }

  @Query(() => ClientUserView, { nullable: true, description: 'The signed-in client, if any' })
  clientUser(@Context() ctx: RequestContext): ClientUserView | null {
    const user = clientUserOf(ctx);
    return user ? { id: user.clientUserId, email: user.email } : null;
  }

  @Mutation(() => MutationResult, { description: 'E-mails a single-use sign-in link; answers the same for every valid address' })
  requestClientSignInLink(@Context() ctx: RequestContext, @Args('email') email: string): Promise<MutationResult> {
    return asPayload({}, async () => {
      await this.sendLink(ctx, email);
      return {};
    });
  }

  @Mutation(() => ClientSignInLinkPayload, {
    description: "From an appointment's page (/m/c/{token}): e-mails a sign-in link to that appointment's client, whose address the page does not show in full",
  })
  requestClientSignInLinkForAppointment(@Context() ctx: RequestContext, @Args('instantActionToken') instantActionToken: string): Promise<ClientSignInLinkPayload> {
    return asPayload({ sentTo: null }, async () => {
      const doc = isLinkToken(instantActionToken) ? await this.appointments.byToken(instantActionToken) : null;
      if (!doc) throw new NotFoundError(AppointmentMessages.notFound);
      const client = await this.clients.byId(doc.client.clientId);
      const email = client && !client.deletedAt && client.email ? client.email : doc.client.email;
      return { sentTo: maskEmail(await this.sendLink(ctx, email)) };
    });
  }

  @Mutation(() => ClientSignInPayload, { description: 'Uses a sign-in link (once) and starts the client session' })
  signInClient(@Context() ctx: RequestContext, @Args('token') token: string): Promise<ClientSignInPayload> {
    return asPayload({ clientUser: null }, async () => {
      const now = this.clock.now();
      const { user } = await this.commands.send(new SignInClientCommand(token, newCommandContext(visitor, now, originOf(ctx))));
      // The session lives on the wall clock, like the cookie's max-age and the check that reads it
      // (the business clock may be set elsewhere, as in tests and journeys).
      const sessionToken = await this.sessions.create(user);
      ctx.res.cookie(CLIENT_SESSION_COOKIE, sessionToken, { httpOnly: true, sameSite: 'lax', secure: securesCookies(ctx.req), maxAge: CLIENT_SESSION_TTL_MS, path: '/' });
      ctx.req.clientUser = user;
      return { clientUser: { id: user.clientUserId, email: user.email } };
    });
  }

  @Mutation(() => MutationResult)
  async signOutClient(@Context() ctx: RequestContext): Promise<MutationResult> {
    await this.sessions.destroy(ctx.req.cookies?.[CLIENT_SESSION_COOKIE]);
    ctx.res.clearCookie(CLIENT_SESSION_COOKIE, { path: '/' });
    ctx.req.clientUser = null;
    return { result: 'success', errors: [] };
  }
}
