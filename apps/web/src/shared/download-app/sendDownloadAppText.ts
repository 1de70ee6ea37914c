// Texts the signed-in pro or client the app's store links (spec 000 §7 sendText). Resolves with
// null when the text went, or with the message to show when it did not.
import { graphql } from '../../graphql';
import { graphqlRequest, GraphQLRequestError } from '../graphqlRequest';

const SEND_TEXT = graphql(`mutation SendDownloadAppText { sendText(type: "download_mobile_app") { result errors } }`);

export const SEND_FAILED = 'The text could not be sent. Please try again.';

export async function sendDownloadAppText(): Promise<string | null> {
  try {
    const { sendText } = await graphqlRequest(SEND_TEXT);
    return sendText.result === 'success' ? null : (sendText.errors[0] ?? SEND_FAILED);
  } catch (error) {
    return error instanceof GraphQLRequestError && error.message ? error.message : SEND_FAILED;
  }
}
