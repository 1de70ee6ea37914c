// A photo mutation's handle: one that POST /uploads answered (a stored image), as its url.
import { DomainError } from '#app/es';
import { isFileHandle, type FileStorage } from '#app/integrations';
import { fileUrl } from './file-storage.provider.js';

export const PHOTO_NOT_FOUND = 'Photo not found. Please upload it again.';

export const photoUrlOf = async (files: FileStorage, handle: unknown): Promise<string> => {
  const file = isFileHandle(handle) ? await files.read(handle) : null;
  if (!file || !file.contentType.startsWith('image/')) throw new DomainError(PHOTO_NOT_FOUND);
  return fileUrl(handle as string);
};
