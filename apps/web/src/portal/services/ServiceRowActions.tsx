import EditIcon from '@mui/icons-material/EditOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { DeleteServiceButton } from './DeleteServiceButton';
import { ServiceOrderButtons } from './ServiceOrderButtons';
import type { Service } from './types';

interface Props {
  service: Service;
  onEdit: (service: Service) => void;
  deleteBlockedBecause?: string;
  /** The whole list in the server's order, which the order buttons move a paid service within. */
  all: Service[];
}

export function ServiceRowActions({ service, onEdit, deleteBlockedBecause, all }: Props) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }} onClick={(event) => event.stopPropagation()}>
      <ServiceOrderButtons service={service} all={all} />
      <Tooltip title="Edit">
        <IconButton aria-label={`Edit ${service.name}`} onClick={() => onEdit(service)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <DeleteServiceButton service={service} blockedBecause={deleteBlockedBecause} />
    </Stack>
  );
}
