// The pro's credentials (spec 002 §7 "Profile"): list, submit (pending until support approves),
// remove, reorder the approved ones; the shipped credential and issuer lists searched (in the search
// index, where the search module loads them at start: prefix and typo tolerant); and the
// support staff's approval. The practice always comes from the session, so another practice's
// credential ids are simply not found.
import { Inject, Logger } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { randomUUID } from 'node:crypto';
import { isUuid, newCommandContext, NotFoundError, type CommandContext } from '#app/es';
import type { FileStorage } from '#app/integrations';
import { CREDENTIAL_KINDS, ISSUING_STATES, ProfileMessages as M, type CredentialKind, type ProfileCommand } from '#app/profile';
import { MAX_QUERY_LENGTH, type CatalogList, type SearchIndex } from '#app/search';
import { canRead, requirePro, requireReader } from '../access/require-actor.js';
import { toEventActor, type SessionActor } from '../access/session-actor.js';
import { FILE_STORAGE } from '../group-events/file-storage.provider.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { requireSupport } from '../support/support-access.js';
import { ChangeProfileCommand } from './commands/change-profile/change-profile.command.js';
import { documentUrlOf } from './document-handle.js';
import { CredentialPositionInput, CredentialSearchHit, IssuingState, ProCredential, ProCredentialPayload } from './profile.models.js';
import { ProfileReader } from './profile-reader.js';
import { SEARCH_INDEX } from '../search/search.tokens.js';

export const ONLY_SUPPORT_APPROVES = 'Only support staff can approve credentials.';

const knownId = (id: unknown): string => {
  if (!isUuid(id)) throw new NotFoundError(M.credentialNotFound);
  return id.toLowerCase();
};

const kindOf = (kind: string | null | undefined): CredentialKind | null => (CREDENTIAL_KINDS.includes(kind as CredentialKind) ? (kind as CredentialKind) : null);

@Resolver()
export class CredentialsResolver {
  private readonly logger = new Logger('SupportAudit');

  constructor(
    private readonly commands: CommandSender,
    private readonly reader: ProfileReader,
    private readonly clock: Clock,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    @Inject(SEARCH_INDEX) private readonly search: SearchIndex,
  ) {}

  private context(ctx: RequestContext, actor: SessionActor): CommandContext {
    return newCommandContext(toEventActor(actor), this.clock.now(), originOf(ctx));
  }

  private send(ctx: RequestContext, actor: SessionActor, command: ProfileCommand) {
    return this.commands.send(new ChangeProfileCommand(command, this.context(ctx, actor)));
  }

  @Query(() => [ProCredential], { description: "The practice's credentials: pending first, then approved in order. Support staff name the practice." })
  proCredentials(@Context() ctx: RequestContext, @Args('practiceId', { type: () => ID, nullable: true }) practiceId?: string | null): Promise<ProCredential[]> {
    const reader = requireReader(ctx);
    const id = reader.kind === 'pro' ? reader.practiceId : practiceId;
    if (!id || !isUuid(id) || !canRead(reader, id)) return Promise.resolve([]);
    if (reader.kind === 'support') this.logger.log(`support ${reader.email} (${reader.accountId}) read the credentials of practice ${id}`);
    return this.reader.credentials(id.toLowerCase());
  }

  private searchCatalog(list: CatalogList, query: string | null | undefined, kind: string | null | undefined): Promise<CredentialSearchHit[]> {
    return this.search.searchCatalog(list, { query: typeof query === 'string' ? query.slice(0, MAX_QUERY_LENGTH) : null, kind: kindOf(kind) });
  }

  @Query(() => [CredentialSearchHit], { description: 'The shipped credentials matching the query (prefix and typo tolerant), of one kind when given' })
  credentialSearch(@Args('query', { type: () => String, nullable: true }) query?: string | null, @Args('kind', { type: () => String, nullable: true }) kind?: string | null): Promise<CredentialSearchHit[]> {
    return this.searchCatalog('credentials', query, kind);
  }

  @Query(() => [CredentialSearchHit], { description: 'The shipped issuers matching the query (prefix and typo tolerant), of one kind when given' })
  issuerSearch(@Args('query', { type: () => String, nullable: true }) query?: string | null, @Args('kind', { type: () => String, nullable: true }) kind?: string | null): Promise<CredentialSearchHit[]> {
    return this.searchCatalog('issuers', query, kind);
  }

  @Query(() => [IssuingState], { description: 'U.S. states, DC and the Canadian provinces and territories' })
  issuingStates(): IssuingState[] {
    return [...ISSUING_STATES];
  }

  @Mutation(() => ProCredentialPayload, { description: 'Submits a credential for review: a license (credential, issuer, number, state) or a certification/degree with its uploaded document' })
  createProCredential(
    @Context() ctx: RequestContext,
    @Args('credentialId', { type: () => ID, nullable: true }) credentialId?: string | null,
    @Args('issuerId', { type: () => ID, nullable: true }) issuerId?: string | null,
    @Args('stateIssued', { type: () => String, nullable: true }) stateIssued?: string | null,
    @Args('licenseNumber', { type: () => String, nullable: true }) licenseNumber?: string | null,
    @Args('filestackDocument', { type: () => String, nullable: true, description: 'The handle POST /uploads?purpose=document answered' }) filestackDocument?: string | null,
    @Args('filestackDocumentName', { type: () => String, nullable: true }) filestackDocumentName?: string | null,
  ): Promise<ProCredentialPayload> {
    const pro = requirePro(ctx);
    return asPayload({ proCredential: null }, async () => {
      const proCredentialId = randomUUID();
      const documentUrl = filestackDocument ? await documentUrlOf(this.files, filestackDocument) : null;
      const input = { practiceId: pro.practiceId, proCredentialId, credentialId, issuerId, stateIssued, licenseNumber, documentUrl, documentName: filestackDocumentName };
      await this.send(ctx, pro, { type: 'SubmitCredential', input });
      const proCredential = (await this.reader.credentials(pro.practiceId)).find((c) => c.id === proCredentialId) ?? null;
      return { proCredential };
    });
  }

  @Mutation(() => MutationResult)
  removeCredential(@Context() ctx: RequestContext, @Args('credentialId', { type: () => ID }) credentialId: string): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      await this.send(ctx, pro, { type: 'RemoveCredential', practiceId: pro.practiceId, proCredentialId: knownId(credentialId) });
      return {};
    });
  }

  @Mutation(() => MutationResult, { description: 'The approved credentials in their new order (every approved one, each with its 1-based position)' })
  reorderCredentials(@Context() ctx: RequestContext, @Args('credentials', { type: () => [CredentialPositionInput] }) credentials: CredentialPositionInput[]): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      const proCredentialIds = [...credentials].sort((a, b) => a.position - b.position).map((c) => (isUuid(c.id) ? c.id.toLowerCase() : c.id));
      await this.send(ctx, pro, { type: 'ReorderCredentials', practiceId: pro.practiceId, proCredentialIds });
      return {};
    });
  }

  @Mutation(() => MutationResult, { description: "Support staff only: approves a practice's pending credential" })
  approveProCredential(
    @Context() ctx: RequestContext,
    @Args('practiceId', { type: () => ID }) practiceId: string,
    @Args('credentialId', { type: () => ID }) credentialId: string,
  ): Promise<MutationResult> {
    const support = requireSupport(ctx, ONLY_SUPPORT_APPROVES);
    if (!isUuid(practiceId)) throw new GraphQLError(M.credentialNotFound, { extensions: { code: 'NOT_FOUND' } });
    return asPayload({}, async () => {
      await this.send(ctx, support, { type: 'ApproveCredential', practiceId: practiceId.toLowerCase(), proCredentialId: knownId(credentialId) });
      return {};
    });
  }
}
