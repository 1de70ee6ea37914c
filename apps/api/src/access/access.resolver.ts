import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AccessMessages } from '#app/access';
import { newCommandContext } from '#app/es';
import { CommandSender } from '../infrastructure/command-sender.js';
import { Clock } from '../infrastructure/clock.js';
import { DOCUMENT_STORE } from '#app/persistence';
import type { DocumentStore } from '#app/readstore';
import { asPayload, failure, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { AuthPayload, CurrentUser, SignUpInput } from './access.models.js';
import { SignUpCommand } from './commands/sign-up/sign-up.command.js';
import { Authenticator } from './log-in.js';
import { actorOf } from './require-actor.js';
import type { SessionActor } from './session-actor.js';
import { securesCookies } from './secure-cookies.js';
import { SESSION_COOKIE, SESSION_TTL_MS, Sessions } from './sessions.js';
import { SignInThrottle } from './sign-in-limits.js';

/** The client's address as Express sees it: the socket's, or a trusted proxy's X-Forwarded-For (TRUST_PROXY). */
const addressOf = (ctx: RequestContext): string => ctx.req.ip ?? 'unknown';

const toCurrentUser = (actor: SessionActor): CurrentUser | null =>
  actor.kind === 'visitor'
    ? null
    : { id: actor.accountId, kind: actor.kind, name: actor.name, email: actor.email, practiceId: actor.kind === 'pro' ? actor.practiceId : null };

@Resolver()
export class AccessResolver {
  private readonly sessions: Sessions;

  constructor(
    private readonly authenticator: Authenticator,
    @Inject(DOCUMENT_STORE) documents: DocumentStore,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
    private readonly throttle: SignInThrottle,
  ) {
    this.sessions = new Sessions(documents);
  }

  private async startSession(ctx: RequestContext, actor: Exclude<SessionActor, { kind: 'visitor' }>): Promise<void> {
    const token = await this.sessions.create(actor);
    ctx.res.cookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: securesCookies(ctx.req),
      maxAge: SESSION_TTL_MS,
      path: '/',
    });
    ctx.req.actor = actor;
  }

  @Query(() => CurrentUser, { nullable: true })
  currentUser(@Context() ctx: RequestContext): CurrentUser | null {
    return toCurrentUser(actorOf(ctx));
  }

  @Mutation(() => AuthPayload)
  signUp(@Args('input') input: SignUpInput, @Context() ctx: RequestContext): Promise<AuthPayload> {
    this.throttle.startSignUp(addressOf(ctx), this.clock.now().getTime());
    return asPayload({ user: null }, async () => {
      const result = await this.commands.send(
        new SignUpCommand(input, newCommandContext({ kind: 'visitor', id: 'anonymous' }, this.clock.now(), originOf(ctx))),
      );
      const actor = { kind: 'pro' as const, accountId: result.accountId, practiceId: result.practiceId, name: input.name.trim(), email: input.email.trim().toLowerCase() };
      await this.startSession(ctx, actor);
      return { user: toCurrentUser(actor) };
    });
  }

  @Mutation(() => AuthPayload)
  async logIn(@Args('email') email: string, @Args('password') password: string, @Context() ctx: RequestContext): Promise<AuthPayload> {
    this.throttle.startLogIn(addressOf(ctx), email, this.clock.now().getTime());
    const actor = await this.authenticator.authenticate(email, password);
    if (!actor) return failure(AccessMessages.invalidCredentials, { user: null });
    this.throttle.logInSucceeded(addressOf(ctx), email);
    await this.startSession(ctx, actor);
    return { result: 'success', errors: [], user: toCurrentUser(actor) };
  }

  @Mutation(() => MutationResult)
  async logOut(@Context() ctx: RequestContext): Promise<MutationResult> {
    await this.sessions.destroy(ctx.req.cookies?.[SESSION_COOKIE]);
    ctx.res.clearCookie(SESSION_COOKIE, { path: '/' });
    ctx.req.actor = { kind: 'visitor' };
    return { result: 'success', errors: [] };
  }
}
