// The Credentials tab's calls (spec 002 §7 "Profile"): the practice's credentials, the shipped
// credential and issuer searches, createProCredential, removeCredential, reorderCredentials, and the
// document upload (POST /uploads?purpose=document: a PDF or an image).
import { graphql } from '../../../graphql';
import type { ProCredentialsQuery } from '../../../graphql/graphql';
import { csrfFetch } from '../../../shared/csrfFetch';
import { graphqlRequest } from '../../../shared/graphqlRequest';
import { CommandRejected, requireSuccess } from '../../shared/commandRejected';

const CREDENTIALS = graphql(`query ProCredentials {
  proCredentials { id kind stateIssued licenseNumber filestackDocument filestackDocumentName state createdAt credential { id name } issuer { id name } }
}`);

const SEARCH = graphql(`query CredentialCatalogSearch($query: String, $kind: String) {
  credentialSearch(query: $query, kind: $kind) { id name kind }
  issuerSearch(query: $query, kind: $kind) { id name kind }
}`);

const CREATE = graphql(`mutation CreateProCredential($credentialId: ID, $issuerId: ID, $stateIssued: String, $licenseNumber: String, $filestackDocument: String, $filestackDocumentName: String) {
  createProCredential(credentialId: $credentialId, issuerId: $issuerId, stateIssued: $stateIssued, licenseNumber: $licenseNumber, filestackDocument: $filestackDocument, filestackDocumentName: $filestackDocumentName) {
    result errors proCredential { id state }
  }
}`);

const REMOVE = graphql(`mutation RemoveCredential($credentialId: ID!) { removeCredential(credentialId: $credentialId) { result errors } }`);

const REORDER = graphql(`mutation ReorderCredentials($credentials: [CredentialPositionInput!]!) { reorderCredentials(credentials: $credentials) { result errors } }`);

export type ProCredential = ProCredentialsQuery['proCredentials'][number];
export interface CatalogHit {
  id: string;
  name: string;
  kind: string;
}

export interface CredentialForm {
  credentialId: string | null;
  issuerId: string | null;
  stateIssued: string | null;
  licenseNumber: string | null;
  filestackDocument: string | null;
  filestackDocumentName: string | null;
}

export async function fetchCredentials(): Promise<ProCredential[]> {
  return (await graphqlRequest(CREDENTIALS)).proCredentials;
}

/** Credentials or issuers whose name holds `query`; `kind` 'license' for licenses, null for all. */
export async function searchCatalog(which: 'credentials' | 'issuers', query: string, kind: string | null): Promise<CatalogHit[]> {
  const data = await graphqlRequest(SEARCH, { query: query.trim() || null, kind });
  return which === 'credentials' ? data.credentialSearch : data.issuerSearch;
}

export async function createCredential(form: CredentialForm): Promise<void> {
  requireSuccess((await graphqlRequest(CREATE, { ...form })).createProCredential);
}

export async function removeCredential(credentialId: string): Promise<void> {
  requireSuccess((await graphqlRequest(REMOVE, { credentialId })).removeCredential);
}

/** Every approved credential's id in the new order. */
export async function reorderCredentials(ids: string[]): Promise<void> {
  requireSuccess((await graphqlRequest(REORDER, { credentials: ids.map((id, i) => ({ id, position: i + 1 })) })).reorderCredentials);
}

/** Stores a certificate or degree (PDF or image, at most 5 MB) and answers its handle. */
export async function uploadDocument(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const response = await csrfFetch('/uploads?purpose=document', { method: 'POST', body });
  let answer: { handle?: string; error?: string } = {};
  try {
    answer = await response.json();
  } catch {
    // Not JSON: the status says enough below.
  }
  if (!response.ok || !answer.handle) throw new CommandRejected(answer.error ? [answer.error] : []);
  return answer.handle;
}
