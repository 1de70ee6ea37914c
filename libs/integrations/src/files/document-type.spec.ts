import { sniffDocumentType } from './document-type.js';

describe('sniffDocumentType', () => {
  it('knows a PDF by %PDF- and images by their signatures; anything else is refused', () => {
    expect(sniffDocumentType(Buffer.from('%PDF-1.7\n...'))).toBe('application/pdf');
    expect(sniffDocumentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffDocumentType(Buffer.from('%PDF'))).toBeNull();
    expect(sniffDocumentType(Buffer.from('hello, PDF'))).toBeNull();
  });
});
