// Disable and enable are commands, not field edits (spec 002 §4 "Location"); the data
// provider exposes them as its own methods.
import { graphql } from '../../graphql';
import { graphqlRequest, type MutationResult } from '../../shared/graphqlRequest';
import { requireSuccess } from '../shared/commandRejected';

const DISABLE = graphql(`mutation DisableLocation($id: ID!) { disableLocation(id: $id) { result errors } }`);
const ENABLE = graphql(`mutation EnableLocation($id: ID!) { enableLocation(id: $id) { result errors } }`);

export const locationCommands = {
  async disableLocation(id: string): Promise<MutationResult> {
    return requireSuccess((await graphqlRequest(DISABLE, { id })).disableLocation);
  },
  async enableLocation(id: string): Promise<MutationResult> {
    return requireSuccess((await graphqlRequest(ENABLE, { id })).enableLocation);
  },
};

export type LocationCommands = typeof locationCommands;
