// Which credential document a file is, by its first bytes: a PDF ("%PDF-") or one of the photos'
// image types (a phone picture of a certificate).
import { sniffImageType, type ImageContentType } from './image-type.js';

export type DocumentContentType = ImageContentType | 'application/pdf';

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export const sniffDocumentType = (bytes: Uint8Array): DocumentContentType | null => {
  if (bytes.length >= PDF_SIGNATURE.length && PDF_SIGNATURE.every((b, i) => bytes[i] === b)) return 'application/pdf';
  return sniffImageType(bytes);
};
