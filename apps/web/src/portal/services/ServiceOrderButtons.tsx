// Up and down buttons for a paid service (spec 002 §5: free services are listed first and not
// reorderable; paid ones are sortable). Plain buttons, so the keyboard moves a service as well;
// after a move the focus stays with the moved service's buttons.
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useCommand } from '../shared/useCommand';
import { movedPositions, serviceExtrasCommands } from './serviceExtrasCalls';
import { reorderServicesTexts } from './serviceMessages';
import type { Service } from './types';

/** The service just moved and the way it went; its buttons take the focus once the list shows the new order. */
let justMoved: { id: string; step: -1 | 1; order: string } | null = null;

export function ServiceOrderButtons({ service, all }: { service: Service; all: Service[] }) {
  const reordering = useCommand(reorderServicesTexts);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const order = all.map((s) => s.id).join();
  const canMove = (step: -1 | 1) => movedPositions(all, service.id, step) !== null;

  useEffect(() => {
    if (justMoved?.id !== service.id || justMoved.order === order) return;
    const same = justMoved.step < 0 ? up : down;
    const other = justMoved.step < 0 ? down : up;
    (canMove(justMoved.step) ? same : other).current?.focus();
    justMoved = null;
  });

  if (service.amountCents === 0) return null;
  const move = async (step: -1 | 1) => {
    const positions = movedPositions(all, service.id, step);
    if (!positions) return;
    justMoved = { id: service.id, step, order };
    if (!(await reordering.run(() => serviceExtrasCommands.reorder(positions)))) justMoved = null;
  };
  const button = (step: -1 | 1) => {
    const word = step < 0 ? 'up' : 'down';
    return (
      <Tooltip title={`Move ${word}`}>
        {/* a span keeps the tooltip working while the button is disabled */}
        <span>
          <IconButton
            ref={step < 0 ? up : down}
            aria-label={`Move ${service.name} ${word}`}
            size="small"
            disabled={reordering.pending || !canMove(step)}
            onClick={() => void move(step)}
          >
            {step < 0 ? <ArrowUpIcon fontSize="small" /> : <ArrowDownIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
    );
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      {button(-1)}
      {button(1)}
    </Stack>
  );
}
