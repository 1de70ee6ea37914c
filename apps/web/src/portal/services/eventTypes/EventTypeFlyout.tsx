import { Flyout } from '../../layout/Flyout';
import { EventTypeForm } from './EventTypeForm';
import type { EventTypeDraft } from './eventTypeDraft';

interface Props {
  draft: EventTypeDraft | null;
  onSaved: (saved: { id: string; created: boolean }) => void;
  onClose: () => void;
}

export function EventTypeFlyout({ draft, onSaved, onClose }: Props) {
  return (
    <Flyout open={draft !== null} title={draft?.id ? 'Edit event type' : 'Create event type'} onClose={onClose}>
      {draft && <EventTypeForm key={draft.id ?? 'new'} draft={draft} onSaved={onSaved} onDeleted={onClose} onCancel={onClose} />}
    </Flyout>
  );
}
