// npm run credentials:approve -- <shortLink or practice id> [credential id]
// Support staff review a pro's credentials (spec 002 §4 "Credential"): list them, approve a pending one.
import { runSupportCli } from '../../infrastructure/support-cli.js';
import { parseApproveCredentialArgs, runApproveCredential } from './run-approve-credential.js';

await runSupportCli(parseApproveCredentialArgs(process.argv.slice(2)), runApproveCredential);
