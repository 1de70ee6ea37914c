// Where uploaded files are kept: on disk under DATA_DIR/files (the embedded default). An
// S3-compatible adapter would be chosen here from the configuration when one is written.
import { join } from 'node:path';
import type { Provider } from '@nestjs/common';
import { loadConfig } from '#app/config';
import { DiskFileStorage, type FileStorage } from '#app/integrations';

export const FILE_STORAGE = Symbol('FILE_STORAGE');

export const fileStorageProvider: Provider = {
  provide: FILE_STORAGE,
  useFactory: (): FileStorage => new DiskFileStorage(join(loadConfig().dataDir, 'files')),
};

/** Where a stored file is served (GET /files/:handle). */
export const fileUrl = (handle: string): string => `/files/${handle}`;
