import { Typography, useMediaQuery } from '@mui/material';
import { displayPhone } from '@app/clients/shared';
import { Datagrid, FunctionField, List, SimpleList } from 'react-admin';
import { formatDateTime } from '../../shared/formatTime';
import { recipientLabel, textTypeLabel } from './textLabels';
import { TextsEmpty } from './TextsEmpty';
import type { TextItem } from './types';

/** /portal/texts: the text messages sent for the practice, newest first. */
export function TextList() {
  const narrow = useMediaQuery('(max-width:767.95px)');
  return (
    <List title="Texts" perPage={25} exporter={false} actions={false} empty={<TextsEmpty />} disableSyncWithLocation>
      {narrow ? (
        <SimpleList<TextItem>
          primaryText={(text) => `${displayPhone(text.to)} · ${textTypeLabel(text.type)}`}
          secondaryText={(text) => (
            <>
              <span style={{ display: 'block' }}>{formatDateTime(text.sentAt, text.timeZone)}</span>
              <span style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text.body}</span>
            </>
          )}
          rowClick={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<TextsEmpty />}>
          <FunctionField<TextItem>
            label="To"
            sortable={false}
            render={(text) => (
              <>
                <span style={{ whiteSpace: 'nowrap' }}>{displayPhone(text.to)}</span>
                <Typography variant="body2" color="text.secondary">
                  {recipientLabel(text.recipientKind)}
                </Typography>
              </>
            )}
          />
          <FunctionField<TextItem>
            label="Message"
            sortable={false}
            render={(text) => (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {textTypeLabel(text.type)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {text.body}
                </Typography>
              </>
            )}
          />
          <FunctionField<TextItem>
            label="Sent"
            sortable={false}
            render={(text) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(text.sentAt, text.timeZone)}</span>}
          />
        </Datagrid>
      )}
    </List>
  );
}
