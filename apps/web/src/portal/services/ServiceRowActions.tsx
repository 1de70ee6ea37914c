import EditIcon from '@mui/icons-material/EditOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { DeleteServiceButton } from './DeleteServiceButton';
import type { Service } from './types';

interface Props {
  service: Service;
  onEdit: (service: Service) => void;
  deleteBlockedBecause?: string;
}

export function ServiceRowActions({ service, onEdit, deleteBlockedBecause }: Props) {
  return (
    <Stack direction="row" onClick={(event) => event.stopPropagation()}>
      <Tooltip title="Edit">
        <IconButton aria-label={`Edit ${service.name}`} onClick={() => onEdit(service)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <DeleteServiceButton service={service} blockedBecause={deleteBlockedBecause} />
    </Stack>
  );
}
