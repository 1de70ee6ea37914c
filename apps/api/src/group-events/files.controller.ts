// Photos (event types, scheduled events): POST /uploads takes one image from a logged-in pro
// (multipart field `file`, with the CSRF header; JPEG, PNG, WebP or GIF by its first bytes, at
// most 5 MB) and answers { handle, url }; GET /files/:handle serves a stored file with its type and
// a long cache header (a handle's bytes never change). The upload is checked (pro, CSRF) before
// its body is read. `POST /uploads?purpose=document` (a credential's certificate or degree) also
// takes a PDF; photos never do.
import { Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createRequire } from 'node:module';
import { isFileHandle, sniffDocumentType, sniffImageType, type FileStorage } from '#app/integrations';
import { CSRF_MESSAGE, hasCsrfHeader } from '../access/csrf.js';
import type { SessionActor } from '../access/session-actor.js';
import { FILE_STORAGE, fileUrl } from './file-storage.provider.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const UploadMessages = {
  notLoggedIn: 'Please log in to upload files.',
  noFile: 'Please choose a file to upload.',
  tooLarge: 'The file is too large: at most 5 MB.',
  notAnImage: 'Please upload a JPEG, PNG, WebP or GIF image.',
  notADocument: 'Please upload a PDF or a JPEG, PNG, WebP or GIF image.',
} as const;

/** The part of multer (brought by @nestjs/platform-express) used here. */
interface Multer {
  (options: { storage: unknown; limits: { fileSize: number; files: number; fields: number; parts: number } }): {
    single(field: string): (req: Request, res: Response, done: (error?: unknown) => void) => void;
  };
  memoryStorage(): unknown;
}
const multer = createRequire(import.meta.url)('multer') as Multer;
const parseOne = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } }).single('file');

const readUpload = (req: Request, res: Response): Promise<{ buffer: Buffer } | undefined> =>
  new Promise((resolve, reject) => parseOne(req, res, (error) => (error ? reject(error) : resolve((req as Request & { file?: { buffer: Buffer } }).file))));

@Controller()
export class FilesController {
  constructor(@Inject(FILE_STORAGE) private readonly files: FileStorage) {}

  @Post('uploads')
  async upload(@Req() req: Request & { actor?: SessionActor }, @Res() res: Response): Promise<void> {
    res.setHeader('cache-control', 'no-store');
    if (!hasCsrfHeader(req)) {
      res.status(403).json({ error: CSRF_MESSAGE });
      return;
    }
    if (req.actor?.kind !== 'pro') {
      res.status(401).json({ error: UploadMessages.notLoggedIn });
      return;
    }
    let file: { buffer: Buffer } | undefined;
    try {
      file = await readUpload(req, res);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') res.status(413).json({ error: UploadMessages.tooLarge });
      else res.status(400).json({ error: UploadMessages.noFile });
      return;
    }
    if (!file || file.buffer.length === 0) {
      res.status(400).json({ error: UploadMessages.noFile });
      return;
    }
    const asDocument = req.query.purpose === 'document';
    const contentType = asDocument ? sniffDocumentType(file.buffer) : sniffImageType(file.buffer);
    if (!contentType) {
      res.status(415).json({ error: asDocument ? UploadMessages.notADocument : UploadMessages.notAnImage });
      return;
    }
    const { handle } = await this.files.save({ bytes: file.buffer, contentType });
    res.status(201).json({ handle, url: fileUrl(handle) });
  }

  @Get('files/:handle')
  async serve(@Param('handle') handle: string, @Res() res: Response): Promise<void> {
    const file = isFileHandle(handle) ? await this.files.read(handle) : null;
    if (!file) {
      res.status(404).setHeader('cache-control', 'no-store');
      res.json({ error: 'File not found' });
      return;
    }
    res.setHeader('content-type', file.contentType);
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('content-security-policy', "default-src 'none'");
    res.status(200).end(file.bytes);
  }
}
