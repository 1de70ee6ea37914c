import { useMediaQuery } from '@mui/material';
import { Datagrid, FunctionField, List, SearchInput, SelectInput, TextInput, usePermissions } from 'react-admin';
import { AppointmentEmpty } from './AppointmentEmpty';
import { AppointmentMobileList } from './AppointmentMobileList';
import { AppointmentRowActions } from './AppointmentRowActions';
import { AppointmentStateChip } from './AppointmentStateChip';
import { AppointmentWhen } from './AppointmentWhen';
import { clientName, serviceSummary } from './appointmentText';
import type { Appointment } from './types';

export const stateChoices = [
  { id: 'pending', name: 'Pending' },
  { id: 'approved', name: 'Accepted' },
  { id: 'unavailable', name: 'Declined' },
  { id: 'cancelled', name: 'Cancelled' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search clients" />,
  <SelectInput key="state" source="state" label="State" choices={stateChoices} alwaysOn emptyText="All states" />,
];
// Support staff look across practices and can narrow to one.
const supportFilters = [...filters, <TextInput key="practiceId" source="practiceId" label="Practice id" />];

export function AppointmentList() {
  const { permissions } = usePermissions<string>();
  const isSupport = permissions === 'support';
  const narrow = useMediaQuery('(max-width:767.95px)');
  return (
    <List
      title={isSupport ? 'Appointments (all practices)' : 'Appointments'}
      filters={isSupport ? supportFilters : filters}
      sort={{ field: 'startsAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={false}
      empty={<AppointmentEmpty />}
    >
      {narrow ? (
        <AppointmentMobileList />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<AppointmentEmpty filtered />}>
          <FunctionField<Appointment> label="Client" sortable={false} render={(record) => clientName(record)} />
          <FunctionField<Appointment> label="Service" sortable={false} render={(record) => serviceSummary(record)} />
          <FunctionField<Appointment>
            label="Start"
            sortBy="startsAt"
            render={(record) => <AppointmentWhen appointment={record} />}
          />
          <FunctionField<Appointment> label="State" sortBy="state" render={(record) => <AppointmentStateChip state={record.state} />} />
          {isSupport && (
            <FunctionField<Appointment>
              label="Practice"
              sortable={false}
              render={(record) => <span title={record.practiceId}>{record.practiceId.slice(0, 8)}…</span>}
            />
          )}
          <AppointmentRowActions label="Actions" />
        </Datagrid>
      )}
    </List>
  );
}
