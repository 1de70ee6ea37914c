// Support's own calls (issue 19): the search across practices, the audit of support reads (leads
// only) and internal notes, the one thing support may write. Refusals throw CommandRejected.
import { graphql } from '../../graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';
import { requireSuccess } from '../shared/commandRejected';
import type { AuditPage, SearchHit } from './supportTypes';

const SEARCH = graphql(`query SupportSearch($text: String!) {
  supportSearch(text: $text) {
    appointmentId practiceId practiceName shortLink clientName clientEmail clientPhone services startsAt timeZone startsAtLocal state
  }
}`);

const AUDIT = graphql(`query SupportAudit($limit: Int, $offset: Int) {
  supportAudit(limit: $limit, offset: $offset) {
    total items { id at supportAccountId supportName supportEmail action target practiceId }
  }
}`);

const ADD_NOTE = graphql(`mutation AddSupportNote($appointmentId: ID!, $note: String!) {
  addSupportNote(appointmentId: $appointmentId, note: $note) { result errors }
}`);

export async function searchAppointments(text: string): Promise<SearchHit[]> {
  return (await graphqlRequest(SEARCH, { text })).supportSearch;
}

export async function fetchAudit(limit: number, offset: number): Promise<AuditPage> {
  return (await graphqlRequest(AUDIT, { limit, offset })).supportAudit;
}

export async function addSupportNote(appointmentId: string, note: string): Promise<void> {
  requireSuccess((await graphqlRequest(ADD_NOTE, { appointmentId, note })).addSupportNote);
}
