import { describe, expect, it } from 'vitest';
import { dataUrlToBlob, generatorQrFilename } from './qr-files.ts';

describe('QR generator files', () => {
  it('names the download qr-code-{event name}.png', () => {
    expect(generatorQrFilename('Spring Game')).toBe('qr-code-Spring Game.png');
  });

  it('decodes a base64 data URL to its bytes', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,iVBORw0KGgo=');
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);
  });

  it('refuses anything else', () => {
    expect(() => dataUrlToBlob('https://example.com/qr.png')).toThrow();
  });
});
