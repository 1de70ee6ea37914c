// One Account field (spec 002 §4 inline edits): shown as text with Edit; while open, its editor
// with Save (disabled while unchanged or invalid) and Cancel (reverts). Only one opens at a time.
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface AccountFieldRowProps {
  label: string;
  value: string;
  open: boolean;
  /** Another field is open. */
  disabled: boolean;
  canSave: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
  children: ReactNode;
}

export function AccountFieldRow({ label, value, open, disabled, canSave, saving, onEdit, onCancel, onSave, children }: AccountFieldRowProps) {
  return (
    <Box component="section" aria-label={label} sx={{ py: 1.5 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="subtitle2">{label}</Typography>
          {open ? (
            <Box
              component="form"
              sx={{ mt: 1 }}
              onSubmit={(event) => {
                event.preventDefault();
                if (canSave && !saving) onSave();
              }}
            >
              <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
                {children}
              </Stack>
              <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
                <Button type="submit" variant="contained" disabled={!canSave || saving}>
                  Save
                </Button>
                <Button onClick={onCancel} disabled={saving}>
                  Cancel
                </Button>
              </Stack>
            </Box>
          ) : (
            <Typography variant="body2" color={value ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
              {value || 'Not set'}
            </Typography>
          )}
        </Box>
        {!open && (
          <Button size="small" onClick={onEdit} disabled={disabled} aria-label={`Edit ${label}`}>
            Edit
          </Button>
        )}
      </Stack>
      <Divider sx={{ mt: 1.5 }} />
    </Box>
  );
}
