// The event type's photo: a saved type's changes at once (POST /uploads, then
// updateBookableEventTypePhoto / removeBookableEventTypePhoto); a new type's waits for its first save.
import { useEffect, useState } from 'react';
import { PhotoPicker } from '../../shared/PhotoPicker';
import { useCommand } from '../../shared/useCommand';
import { eventTypeCommands, uploadPhoto } from './eventTypeCalls';
import { photoRemoveTexts, photoSaveTexts } from './eventTypeMessages';


/** Uploads the file and makes it the type's photo; answers the photo's address. */
export async function savePhoto(typeId: string, file: File): Promise<string | null> {
  const handle = await uploadPhoto(file);
  return (await eventTypeCommands.setPhoto(typeId, handle)).photoUrl ?? null;
}

interface Props {
  typeId?: string;
  photoUrl?: string | null;
  /** A new type's chosen file, uploaded after the type is created. */
  pending: File | null;
  onPending: (file: File | null) => void;
}

export function EventTypePhoto({ typeId, photoUrl, pending, onPending }: Props) {
  const [shown, setShown] = useState<string | null>(photoUrl ?? null);
  const [preview, setPreview] = useState<string | null>(null);
  const saving = useCommand(photoSaveTexts);
  const removing = useCommand(photoRemoveTexts);

  useEffect(() => {
    if (!pending) return setPreview(null);
    const url = URL.createObjectURL(pending);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [pending]);

  const pick = async (file: File) => {
    if (!typeId) return onPending(file);
    await saving.run(async () => setShown(await savePhoto(typeId, file)));
  };
  const remove = async () => {
    if (!typeId) return onPending(null);
    await removing.run(async () => {
      await eventTypeCommands.removePhoto(typeId);
      setShown(null);
    });
  };

  return (
    <PhotoPicker
      image={typeId ? shown : preview}
      alt="Event type photo"
      inputLabel="Choose a photo"
      busy={saving.pending || removing.pending}
      onPick={pick}
      onRemove={remove}
    />
  );
}
