// The website settings' rules: one SEO field at a time (trimmed, within its length, on one line;
// empty clears it), scripts within 20 KB each; a value equal to the saved one appends nothing.
// One custom domain per practice: a domain name (root or subdomain), not another practice's;
// connecting the same one again changes nothing; delete returns to none.
import { DomainError, type Decider } from '#app/es';
import { evolveWebsite, initialWebsiteState, METADATA_FIELDS, SCRIPT_FIELDS, type MetadataField, type ScriptField, type WebsiteEvent, type WebsiteMetadata, type WebsiteState } from './website.js';
import { parseCustomDomain } from './custom-domain.js';
import { CustomDomainMessages } from './custom-domain-rules.js';
import { METADATA_LABELS, METADATA_MAX_LENGTH, SCRIPTS_MAX_BYTES, WebsiteMessages as M } from './website-rules.js';

export type WebsiteCommand =
  | { type: 'ChangeWebsiteMetadata'; practiceId: string; field: string; value: string | null }
  | { type: 'ApplyGeneratedMetadata'; practiceId: string; metadata: WebsiteMetadata }
  | { type: 'ChangePracticeScripts'; practiceId: string; headScripts?: string | null; bodyScripts?: string | null }
  /**
   * upsertCustomDomain after the provider flow finished. `takenByOther`: the domain's claim stream
   * (customDomainStreamId) belongs to another practice, read by the handler in the same decision.
   */
  | { type: 'ConnectCustomDomain'; practiceId: string; domain: string; takenByOther: boolean }
  | { type: 'DeleteCustomDomain'; practiceId: string };

/** The stream that makes a domain one practice's only (a claim, libs/es unique-claim.ts). */
export const customDomainStreamId = (domain: string): string => `customDomain-${domain}`;

const cleanMetadata = (field: MetadataField, value: string | null): string | null => {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (/[\r\n]/.test(text)) throw new DomainError(M.oneLine(METADATA_LABELS[field]));
  if (text.length > METADATA_MAX_LENGTH[field]) throw new DomainError(M.tooLong(METADATA_LABELS[field], METADATA_MAX_LENGTH[field]));
  return text;
};

const SCRIPT_LABELS: Record<ScriptField, string> = { headScripts: 'Head scripts', bodyScripts: 'Body scripts' };

const cleanScripts = (field: ScriptField, value: string | null): string | null => {
  if (value === null || value.trim() === '') return null;
  if (Buffer.byteLength(value, 'utf8') > SCRIPTS_MAX_BYTES) throw new DomainError(M.scriptsTooLarge(SCRIPT_LABELS[field]));
  return value;
};

export const decideWebsite = (command: WebsiteCommand, state: WebsiteState): WebsiteEvent[] => {
  switch (command.type) {
    case 'ChangeWebsiteMetadata': {
      if (!(METADATA_FIELDS as readonly string[]).includes(command.field)) throw new DomainError(M.unknownField);
      const field = command.field as MetadataField;
      const value = cleanMetadata(field, command.value);
      if (state.metadata[field] === value) return [];
      return [{ type: 'WebsiteMetadataChanged', data: { practiceId: command.practiceId, field, value } }];
    }
    case 'ApplyGeneratedMetadata': {
      const metadata = Object.fromEntries(METADATA_FIELDS.map((f) => [f, cleanMetadata(f, command.metadata[f])])) as WebsiteMetadata;
      if (METADATA_FIELDS.every((f) => state.metadata[f] === metadata[f])) return [];
      return [{ type: 'WebsiteMetadataGenerated', data: { practiceId: command.practiceId, ...metadata } }];
    }
    case 'ChangePracticeScripts': {
      const changes = SCRIPT_FIELDS.filter((f) => command[f] !== undefined).map((f) => ({ field: f, value: cleanScripts(f, command[f] ?? null) }));
      return changes
        .filter(({ field, value }) => state.scripts[field] !== value)
        .map(({ field, value }) => ({ type: 'PracticeScriptsChanged' as const, data: { practiceId: command.practiceId, field, value } }));
    }
    case 'ConnectCustomDomain': {
      const parsed = parseCustomDomain(command.domain);
      if ('error' in parsed) throw new DomainError(parsed.error);
      if (state.customDomain?.domain === parsed.domain) return [];
      if (state.customDomain) throw new DomainError(CustomDomainMessages.oneDomain);
      if (command.takenByOther) throw new DomainError(CustomDomainMessages.taken, 'TAKEN');
      return [{ type: 'CustomDomainConnected', data: { practiceId: command.practiceId, domain: parsed.domain, kind: parsed.kind } }];
    }
    case 'DeleteCustomDomain': {
      if (!state.customDomain) throw new DomainError(CustomDomainMessages.noDomain);
      return [{ type: 'CustomDomainDeleted', data: { practiceId: command.practiceId, domain: state.customDomain.domain } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const websiteDecider: Decider<WebsiteCommand, WebsiteEvent, WebsiteState> = {
  decide: decideWebsite,
  evolve: evolveWebsite,
  initialState: initialWebsiteState,
};
