import { Box, Breadcrumbs, Card, CardContent, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useBasename, useNotify, useRefresh } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ParsedClientList } from '@app/clients/shared';
import { importFailure } from '../clientMessages';
import { ChooseMethodStep } from './ChooseMethodStep';
import { rowsToText, toInvitedClient, toReviewRows, type InviteSource, type ReviewRow } from './inviteRows';
import { LoadingStep } from './LoadingStep';
import { PasteStep } from './PasteStep';
import { ResultStep } from './ResultStep';
import { ReviewStep } from './ReviewStep';
import { submitInvites, type InviteSummary } from './submitInvites';
import { UploadStep } from './UploadStep';

// Spec 001 §2 / 002 §4: 1 choose -> 2 upload or 3 paste; upload -> 4; paste -> 4 when a row
// is valid; Edit (4) -> 3; submit -> 6 (loading) -> 5 (result).
type Step = 'choose' | 'upload' | 'paste' | 'review' | 'loading' | 'result';

const HEADINGS: Record<Step, string> = {
  choose: 'Invite your clients',
  upload: 'Upload a CSV file',
  paste: 'Copy and paste your clients',
  review: 'Review your clients',
  loading: 'Inviting your clients',
  result: 'Your invitations',
};

/** The import and invitation wizard at /portal/clients/invite. */
export function InviteWizardPage() {
  const basename = useBasename();
  const notify = useNotify();
  const refresh = useRefresh();
  const [step, setStep] = useState<Step>('choose');
  const [source, setSource] = useState<InviteSource>('csv_upload');
  const [rows, setRows] = useState<ReviewRow[]>([]);
  const [skipped, setSkipped] = useState(0);
  const [pasteText, setPasteText] = useState('');
  const [progress, setProgress] = useState(0);
  const [summary, setSummary] = useState<InviteSummary | null>(null);

  const review = (list: ParsedClientList, from: InviteSource) => {
    setRows(toReviewRows(list.rows));
    setSkipped(list.skipped);
    setSource(from);
    setStep('review');
  };

  const submit = async () => {
    const clients = rows.map((row) => toInvitedClient(row, source));
    setProgress(0);
    setStep('loading');
    try {
      setSummary(await submitInvites(clients, setProgress));
      setStep('result');
      refresh();
    } catch (error) {
      notify(importFailure(error instanceof Error ? error.message : String(error)), { type: 'error' });
      setStep('review');
    }
  };

  const restart = () => {
    setRows([]);
    setPasteText('');
    setSummary(null);
    setStep('choose');
  };

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Invite clients" />
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={`${basename}/clients`} underline="hover" color="inherit">
          Client directory
        </Link>
        <Typography color="text.primary">Invite clients</Typography>
      </Breadcrumbs>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {HEADINGS[step]}
          </Typography>
          {step === 'choose' && <ChooseMethodStep onUpload={() => setStep('upload')} onPaste={() => setStep('paste')} />}
          {step === 'upload' && <UploadStep onParsed={(list) => review(list, 'csv_upload')} onBack={() => setStep('choose')} />}
          {step === 'paste' && (
            <PasteStep
              initialText={pasteText}
              onParsed={(list, text) => {
                setPasteText(text);
                review(list, 'copy_paste');
              }}
              onBack={() => setStep('choose')}
            />
          )}
          {step === 'review' && (
            <ReviewStep
              rows={rows}
              skipped={skipped}
              onChange={setRows}
              onEdit={() => {
                setPasteText(rowsToText(rows));
                setStep('paste');
              }}
              onSubmit={submit}
            />
          )}
          {step === 'loading' && <LoadingStep done={progress} total={rows.length} />}
          {step === 'result' && summary && <ResultStep summary={summary} onInviteMore={restart} />}
        </CardContent>
      </Card>
    </Box>
  );
}
