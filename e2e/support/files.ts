import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** A file for an upload input, made in memory. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A PDF (by its signature, which is what the server checks) padded with random bytes to about `size`. */
export function pdfFile(name: string, size = 2048): UploadFile {
  const head = Buffer.from('%PDF-1.4\n');
  const tail = Buffer.from('\n%%EOF\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([head, randomBytes(Math.max(0, size - head.length - tail.length)), tail]) };
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real PNG of one colour, so a browser can draw it (the image in a notice, a phone photo). */
export function pngFile(name: string, width = 120, height = 80): UploadFile {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [29, 95, 191]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const buffer = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
  return { name, mimeType: 'image/png', buffer };
}

/** Slows this page's uploads (Chromium's network emulation), so a progress bar stays long enough to be seen. */
export async function throttleUploads(page: Page, bytesPerSecond: number | null): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond ?? -1 });
}
