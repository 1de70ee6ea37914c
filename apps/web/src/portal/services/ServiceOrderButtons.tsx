// Up and down buttons for a paid service (spec 002 §5: free services are listed first and not
// reorderable; paid ones are sortable). Plain buttons, so the keyboard moves a service as well.
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useCommand } from '../shared/useCommand';
import { movedPositions, serviceExtrasCommands } from './serviceExtrasCalls';
import { reorderServicesTexts } from './serviceMessages';
import type { Service } from './types';

export function ServiceOrderButtons({ service, all }: { service: Service; all: Service[] }) {
  const reordering = useCommand(reorderServicesTexts);
  if (service.amountCents === 0) return null;
  const move = (step: -1 | 1) => {
    const positions = movedPositions(all, service.id, step);
    if (positions) void reordering.run(() => serviceExtrasCommands.reorder(positions));
  };
  const button = (step: -1 | 1) => {
    const word = step < 0 ? 'up' : 'down';
    const blocked = reordering.pending || !movedPositions(all, service.id, step);
    return (
      <Tooltip title={`Move ${word}`}>
        {/* a span keeps the tooltip working while the button is disabled */}
        <span>
          <IconButton aria-label={`Move ${service.name} ${word}`} size="small" disabled={blocked} onClick={() => move(step)}>
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
