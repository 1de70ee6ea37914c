// The conferencing page's calls (spec 002 §3 Zoom info, §7 deactivateVideoConferencing): one read,
// and each change as its own command answering { result, errors } (CommandRejected on a refusal).
import { graphql } from '../../../graphql';
import type { VideoConferencingPageQuery } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../shared/graphqlRequest';
import { requireSuccess } from '../../shared/commandRejected';

const VIDEO_CONFERENCING = graphql(`query VideoConferencingPage {
  videoConferencing { mode conferencingServices { provider active } zoomInfo { connected erroredAt accountName accountEmail } }
}`);
const APPROVE = graphql(`mutation ConferencingApproveSimulated($provider: String!) {
  approveSimulatedVideoConferencing(provider: $provider) { result errors }
}`);
const DEACTIVATE = graphql(`mutation ConferencingDeactivate($provider: String!) {
  deactivateVideoConferencing(provider: $provider) { result errors }
}`);

export type VideoConferencing = VideoConferencingPageQuery['videoConferencing'];
export type ZoomInfo = VideoConferencing['zoomInfo'];

export const fetchVideoConferencing = async (): Promise<VideoConferencing> => (await graphqlRequest(VIDEO_CONFERENCING)).videoConferencing;

export const conferencingCommands = {
  approveSimulatedZoom: async () => requireSuccess((await graphqlRequest(APPROVE, { provider: 'zoom' })).approveSimulatedVideoConferencing),
  deactivateZoom: async () => requireSuccess((await graphqlRequest(DEACTIVATE, { provider: 'zoom' })).deactivateVideoConferencing),
};
