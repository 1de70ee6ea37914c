// The port to where uploaded files (event photos, later credentials) are kept. Two adapters in the
// architecture: disk under DATA_DIR (embedded default, here) and an S3-compatible store (not built
// yet). A file is addressed by an opaque, unguessable handle; its content type is kept with it.

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStorage {
  /** Keeps the bytes; answers the handle they are read back with. */
  save(file: StoredFile): Promise<{ handle: string }>;
  /** The file of a handle; null when unknown (or not a handle at all). */
  read(handle: string): Promise<StoredFile | null>;
}

/** A handle: 32 lowercase hex characters (a random UUID without its hyphens). */
const HANDLE = /^[0-9a-f]{32}$/;

export const isFileHandle = (value: unknown): value is string => typeof value === 'string' && HANDLE.test(value);
