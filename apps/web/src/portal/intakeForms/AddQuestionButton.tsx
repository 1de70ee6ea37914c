import AddIcon from '@mui/icons-material/Add';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { QUESTION_KINDS, type IntakeQuestionKind } from '@app/intake-forms/shared';

/** 'Add question' and the menu of question types. */
export function AddQuestionButton({ onAdd }: { onAdd: (kind: IntakeQuestionKind) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button variant="outlined" startIcon={<AddIcon />} aria-haspopup="menu" aria-expanded={Boolean(anchor)} onClick={(event) => setAnchor(event.currentTarget)}>
        Add question
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {QUESTION_KINDS.map(({ kind, label }) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setAnchor(null);
              onAdd(kind);
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
