// The practice's website settings (stream `website-<practiceId>`, spec 002 §3 "Practice scripts",
// "Website metadata", "Custom domain"): the SEO fields of its public page, the pro's own head and
// body scripts, and its custom domain.
import type { DomainEvent } from '#app/es';
import type { CustomDomain, CustomDomainKind } from './custom-domain.js';

export const METADATA_FIELDS = ['title', 'description', 'ogSiteName', 'primaryModality'] as const;
export type MetadataField = (typeof METADATA_FIELDS)[number];
export type WebsiteMetadata = Record<MetadataField, string | null>;

export const SCRIPT_FIELDS = ['headScripts', 'bodyScripts'] as const;
export type ScriptField = (typeof SCRIPT_FIELDS)[number];
export type PracticeScripts = Record<ScriptField, string | null>;

export type WebsiteEvent =
  | DomainEvent<'WebsiteMetadataChanged', { practiceId: string; field: MetadataField; value: string | null }>
  | DomainEvent<'WebsiteMetadataGenerated', { practiceId: string } & WebsiteMetadata>
  | DomainEvent<'PracticeScriptsChanged', { practiceId: string; field: ScriptField; value: string | null }>
  /** Saved after the domain provider's flow finished (spec 002 §4 "Custom domain"). */
  | DomainEvent<'CustomDomainConnected', { practiceId: string; domain: string; kind: CustomDomainKind }>
  | DomainEvent<'CustomDomainDeleted', { practiceId: string; domain: string }>;

export const WEBSITE_EVENT_TYPES: WebsiteEvent['type'][] = ['WebsiteMetadataChanged', 'WebsiteMetadataGenerated', 'PracticeScriptsChanged', 'CustomDomainConnected', 'CustomDomainDeleted'];

export interface WebsiteState {
  metadata: WebsiteMetadata;
  scripts: PracticeScripts;
  /** At most one per practice. */
  customDomain: CustomDomain | null;
}

export const websiteStreamId = (practiceId: string): string => `website-${practiceId}`;

export const initialWebsiteState = (): WebsiteState => ({
  metadata: { title: null, description: null, ogSiteName: null, primaryModality: null },
  scripts: { headScripts: null, bodyScripts: null },
  customDomain: null,
});

export const evolveWebsite = (state: WebsiteState, event: WebsiteEvent): WebsiteState => {
  switch (event.type) {
    case 'WebsiteMetadataChanged':
      return { ...state, metadata: { ...state.metadata, [event.data.field]: event.data.value } };
    case 'WebsiteMetadataGenerated': {
      const { title, description, ogSiteName, primaryModality } = event.data;
      return { ...state, metadata: { title, description, ogSiteName, primaryModality } };
    }
    case 'PracticeScriptsChanged':
      return { ...state, scripts: { ...state.scripts, [event.data.field]: event.data.value } };
    case 'CustomDomainConnected':
      return { ...state, customDomain: { domain: event.data.domain, kind: event.data.kind } };
    case 'CustomDomainDeleted':
      return { ...state, customDomain: null };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
