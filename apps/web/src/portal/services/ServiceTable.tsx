import { Datagrid, FunctionField, ListContextProvider, useList } from 'react-admin';
import { ServiceEmpty } from './ServiceEmpty';
import { ServiceRowActions } from './ServiceRowActions';
import { ServiceSummary } from './ServiceSummary';
import { durationText, priceText } from './serviceText';
import type { Service } from './types';

export interface ServiceListProps {
  services: Service[] | undefined;
  isPending: boolean;
  addOns: boolean;
  locationName: (id: string) => string;
  onEdit: (service: Service) => void;
  deleteBlockedBecause?: string;
  /** Every service (and add-on) in the server's order: paid ones are moved within it. */
  all: Service[];
}

/** From 768px: one row per service, in the server's order (free first, then paid as the pro ordered them). */
export function ServiceTable({ services, isPending, addOns, locationName, onEdit, deleteBlockedBecause, all }: ServiceListProps) {
  const list = useList({ data: services ?? [], isPending, perPage: 1000 });
  return (
    <ListContextProvider value={list}>
      <Datagrid
        bulkActionButtons={false}
        rowClick={(_id, _resource, record) => {
          onEdit(record as Service);
          return false;
        }}
        empty={<ServiceEmpty addOns={addOns} />}
      >
        <FunctionField<Service> label={addOns ? 'Add-on' : 'Service'} sortable={false} render={(s) => <ServiceSummary service={s} />} />
        <FunctionField<Service> label="Duration" sortable={false} render={(s) => durationText(s)} />
        <FunctionField<Service> label="Price" sortable={false} render={(s) => priceText(s)} />
        <FunctionField<Service>
          label="Locations"
          sortable={false}
          render={(s) => s.locationIds.map(locationName).join(', ') || '—'}
        />
        <FunctionField<Service>
          label="Actions"
          sortable={false}
          render={(s) => <ServiceRowActions service={s} onEdit={onEdit} deleteBlockedBecause={deleteBlockedBecause} all={all} />}
        />
      </Datagrid>
    </ListContextProvider>
  );
}
