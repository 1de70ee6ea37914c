// A credential document's handle: one that POST /uploads?purpose=document answered (a stored PDF
// or image), as its url.
import { DomainError } from '#app/es';
import { isFileHandle, type FileStorage } from '#app/integrations';
import { ProfileMessages } from '#app/profile';
import { fileUrl } from '../group-events/file-storage.provider.js';

export const documentUrlOf = async (files: FileStorage, handle: unknown): Promise<string> => {
  const file = isFileHandle(handle) ? await files.read(handle) : null;
  if (!file || !(file.contentType === 'application/pdf' || file.contentType.startsWith('image/'))) throw new DomainError(ProfileMessages.documentNotFound);
  return fileUrl(handle as string);
};
