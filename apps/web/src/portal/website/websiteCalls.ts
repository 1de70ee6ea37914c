// The website settings' calls (spec 002 §7 Website calls).
import { graphql } from '../../graphql';
import type { PracticeScriptsQuery, WebsiteMetadataQuery, WebsiteMetadataInput } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

const METADATA = graphql(`query WebsiteMetadata { websiteMetadata { id title description ogSiteName primaryModality } }`);
const SCRIPTS = graphql(`query PracticeScripts { practiceScripts { id headScripts bodyScripts } }`);
const UPSERT_METADATA = graphql(`mutation UpsertWebsiteMetadata($input: WebsiteMetadataInput!) {
  upsertWebsiteMetadata(input: $input) { result errors websiteMetadata { id title description ogSiteName primaryModality } }
}`);
const GENERATE_METADATA = graphql(`mutation GenerateSiteMetadata {
  generateSiteMetadata { result errors websiteMetadata { id title description ogSiteName primaryModality } }
}`);
const UPDATE_SCRIPTS = graphql(`mutation UpdatePracticeScripts($headScripts: String, $bodyScripts: String) {
  updatePracticeScripts(headScripts: $headScripts, bodyScripts: $bodyScripts) { result errors practice { id headScripts bodyScripts } }
}`);

export type WebsiteMetadata = WebsiteMetadataQuery['websiteMetadata'];
export type PracticeScripts = PracticeScriptsQuery['practiceScripts'];

/** The spec's failure text: the joined server errors or 'An error occurred'. */
const failed = (errors: string[]) => new Error(errors.join(', ') || 'An error occurred');

export const fetchWebsiteMetadata = async (): Promise<WebsiteMetadata> => (await graphqlRequest(METADATA)).websiteMetadata;
export const fetchPracticeScripts = async (): Promise<PracticeScripts> => (await graphqlRequest(SCRIPTS)).practiceScripts;

export async function upsertWebsiteMetadata(input: WebsiteMetadataInput): Promise<WebsiteMetadata> {
  const { upsertWebsiteMetadata: answer } = await graphqlRequest(UPSERT_METADATA, { input });
  if (answer.result !== 'success' || !answer.websiteMetadata) throw failed(answer.errors);
  return answer.websiteMetadata;
}

export async function generateSiteMetadata(): Promise<WebsiteMetadata> {
  const { generateSiteMetadata: answer } = await graphqlRequest(GENERATE_METADATA);
  if (answer.result !== 'success' || !answer.websiteMetadata) throw failed(answer.errors);
  return answer.websiteMetadata;
}

export async function updatePracticeScripts(change: { headScripts?: string; bodyScripts?: string }): Promise<PracticeScripts> {
  const { updatePracticeScripts: answer } = await graphqlRequest(UPDATE_SCRIPTS, change);
  if (answer.result !== 'success' || !answer.practice) throw failed(answer.errors);
  return answer.practice;
}
