// Limits of the website settings (ours: the spec shows none).
import type { MetadataField } from './website.js';

export const METADATA_MAX_LENGTH: Record<MetadataField, number> = { title: 70, description: 300, ogSiteName: 70, primaryModality: 60 };
/** Each of headScripts and bodyScripts, in UTF-8 bytes. */
export const SCRIPTS_MAX_BYTES = 20 * 1024;

export const METADATA_LABELS: Record<MetadataField, string> = {
  title: 'Title',
  description: 'Description',
  ogSiteName: 'Site name',
  primaryModality: 'Primary modality',
};

export const WebsiteMessages = {
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  oneLine: (label: string) => `${label} must be on one line.`,
  scriptsTooLarge: (label: string) => `${label} must be at most 20 KB.`,
  oneField: 'Change one field at a time.',
  unknownField: 'Unknown field.',
  noPractice: 'Practice not found.',
} as const;
