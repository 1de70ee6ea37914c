// Files on disk (embedded mode): each file is `<dir>/<handle>` with its content type beside it in
// `<dir>/<handle>.type`. Written to a temporary name first and renamed, so a reader never sees
// half a file.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isFileHandle, type FileStorage, type StoredFile } from './file-storage.js';

export class DiskFileStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  async save(file: StoredFile): Promise<{ handle: string }> {
    await mkdir(this.dir, { recursive: true });
    const handle = randomUUID().replace(/-/g, '');
    const path = join(this.dir, handle);
    await writeFile(`${path}.type`, file.contentType);
    await writeFile(`${path}.partial`, file.bytes);
    await rename(`${path}.partial`, path);
    return { handle };
  }

  async read(handle: string): Promise<StoredFile | null> {
    if (!isFileHandle(handle)) return null;
    const path = join(this.dir, handle);
    try {
      const [bytes, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
      return { bytes, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
