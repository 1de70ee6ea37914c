// The service's photo (spec 002 §7 updateServicePhoto / removeServicePhoto): a saved service's
// changes at once; a new service's is uploaded now and set by its first save (upsertService handle).
import { useState } from 'react';
import { useInput } from 'react-admin';
import { PhotoPicker } from '../shared/PhotoPicker';
import { useCommand } from '../shared/useCommand';
import { uploadPhoto } from './eventTypes/eventTypeCalls';
import { serviceExtrasCommands } from './serviceExtrasCalls';
import { servicePhotoRemoveTexts, servicePhotoSaveTexts } from './serviceMessages';

export function ServicePhoto({ serviceId, photoUrl }: { serviceId?: string; photoUrl?: string | null }) {
  const handle = useInput({ source: 'handle' });
  const [shown, setShown] = useState<string | null>(photoUrl ?? null);
  const saving = useCommand(servicePhotoSaveTexts);
  const removing = useCommand(servicePhotoRemoveTexts);

  const pick = (file: File) =>
    saving.run(async () => {
      const uploaded = await uploadPhoto(file);
      if (serviceId) {
        setShown((await serviceExtrasCommands.setPhoto(serviceId, uploaded)).photoUrl ?? null);
      } else {
        handle.field.onChange(uploaded);
        setShown(`/files/${uploaded}`);
      }
    });

  const remove = async () => {
    if (!serviceId) {
      handle.field.onChange(null);
      return setShown(null);
    }
    await removing.run(async () => {
      await serviceExtrasCommands.removePhoto(serviceId);
      setShown(null);
    });
  };

  return (
    <PhotoPicker
      image={shown}
      alt="Service photo"
      inputLabel="Choose a service photo"
      removeLabel="Remove photo"
      busy={saving.pending || removing.pending}
      onPick={pick}
      onRemove={remove}
    />
  );
}
