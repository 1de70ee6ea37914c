// The keywords a practice is endorsed for (spec 002 §2 Keywords, §5 Endorsements): the same editor on
// /portal/reviews/keywords and, with endorsement counts, on the profile's Endorsements tab.
import AddIcon from '@mui/icons-material/Add';
import LabelIcon from '@mui/icons-material/LabelOutlined';
import { Alert, Box, Button, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { MAX_KEYWORDS, ReviewMessages } from '@app/reviews/shared';
import { AddKeywordsDialog } from './AddKeywordsDialog';
import { KeywordChips } from './KeywordChips';
import { useKeywords } from './useKeywords';

export function KeywordsEditor({ mode }: { mode: 'keywords' | 'endorsements' }) {
  const { skills, error, saving, reload, remove, move, add } = useKeywords();
  const [adding, setAdding] = useState(false);
  const atMax = (skills?.length ?? 0) >= MAX_KEYWORDS;

  const addButton = (
    <Tooltip title={atMax ? ReviewMessages.maxKeywordsTooltip : ''} describeChild>
      <span>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={atMax || skills === null}>
          Add new
        </Button>
      </span>
    </Tooltip>
  );

  if (error && !skills) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={reload}>Retry</Button>}>
        {`Could not load your keywords: ${error.message}`}
      </Alert>
    );
  }
  if (!skills) {
    return (
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} aria-busy="true" aria-label="Loading keywords">
        {[120, 90, 150, 110].map((width) => (
          <Skeleton key={width} variant="rounded" width={width} height={32} />
        ))}
      </Stack>
    );
  }

  return (
    <Box>
      {skills.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 5, px: 2 }}>
          <LabelIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            No keywords yet
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 440, mx: 'auto' }}>
            Add the therapies and skills you offer: clients endorse you for them when they review you.
          </Typography>
          {addButton}
        </Box>
      ) : (
        <>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {`${skills.length} of ${MAX_KEYWORDS} keywords${mode === 'endorsements' ? ' · endorsements in brackets' : ''}`}
            </Typography>
            {addButton}
          </Stack>
          {atMax && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {ReviewMessages.maxKeywords}
            </Alert>
          )}
          <KeywordChips skills={skills} showCounts={mode === 'endorsements'} onMove={move} onDelete={remove} />
        </>
      )}
      <AddKeywordsDialog
        open={adding}
        existingIds={skills.map((skill) => skill.id)}
        saving={saving}
        onClose={() => setAdding(false)}
        onSave={async (ids) => {
          if (await add(ids)) setAdding(false);
        }}
      />
    </Box>
  );
}
