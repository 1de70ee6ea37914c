// Disable and enable are commands, not field edits (spec 002 §4 "Location"); the data
// provider exposes them as its own methods.
import { graphqlRequest, type MutationResult } from '../../shared/graphqlRequest';
import { requireSuccess } from '../practice/commandRejected';

const DISABLE = `mutation DisableLocation($id: ID!) { disableLocation(id: $id) { result errors } }`;
const ENABLE = `mutation EnableLocation($id: ID!) { enableLocation(id: $id) { result errors } }`;

export const locationCommands = {
  async disableLocation(id: string): Promise<MutationResult> {
    return requireSuccess((await graphqlRequest<{ disableLocation: MutationResult }>(DISABLE, { id })).disableLocation);
  },
  async enableLocation(id: string): Promise<MutationResult> {
    return requireSuccess((await graphqlRequest<{ enableLocation: MutationResult }>(ENABLE, { id })).enableLocation);
  },
};

export type LocationCommands = typeof locationCommands;
