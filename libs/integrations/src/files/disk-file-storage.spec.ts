import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskFileStorage } from './disk-file-storage.js';
import { isFileHandle } from './file-storage.js';
import { sniffImageType } from './image-type.js';

describe('files on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'files-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('keeps the bytes and their content type under a new handle', async () => {
    const storage = new DiskFileStorage(join(dir, 'nested'));
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const { handle } = await storage.save({ bytes, contentType: 'image/png' });
    expect(isFileHandle(handle)).toBe(true);
    expect(await storage.read(handle)).toEqual({ bytes, contentType: 'image/png' });
    const second = await storage.save({ bytes, contentType: 'image/png' });
    expect(second.handle).not.toBe(handle);
  });

  it('answers null for an unknown handle or anything that is not one', async () => {
    const storage = new DiskFileStorage(dir);
    expect(await storage.read('0'.repeat(32))).toBeNull();
    expect(await storage.read('../../etc/passwd')).toBeNull();
    expect(await storage.read('')).toBeNull();
  });
});

describe('image type by magic bytes', () => {
  it('knows JPEG, PNG, GIF and WebP', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(sniffImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WEBPVP8 ')]))).toBe('image/webp');
  });

  it('refuses anything else, whatever its name', () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
