import { readFile } from 'node:fs/promises';
import { createCanvas, loadImage } from '@napi-rs/canvas';

/** Images larger than this are not decoded: a small file can declare a picture of billions of pixels. */
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 20_000;

export const IMAGE_TOO_LARGE = `图片尺寸过大（最多${MAX_PIXELS / 10_000}万像素），请缩小后上传`;

/** Width and height as the file declares them (PNG IHDR, JPEG start-of-frame), before any decoding. */
function declaredSize(buf: Buffer, type: 'jpeg' | 'png'): { width: number; height: number } | null {
  if (type === 'png') return buf.length >= 24 ? { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) } : null;
  let p = 2;
  while (p + 9 < buf.length) {
    if (buf[p] !== 0xff) return null;
    const marker = buf[p + 1];
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { height: buf.readUInt16BE(p + 5), width: buf.readUInt16BE(p + 7) };
    p += 2 + buf.readUInt16BE(p + 2);
  }
  return null;
}

/**
 * Decodes an uploaded image and encodes its pixels again, so that whatever else the file carried
 * (metadata, appended data, a payload for another parser) is gone. Returns the new bytes, or why
 * the image cannot be taken.
 */
export async function reencodeImage(path: string, type: 'jpeg' | 'png'): Promise<{ bytes: Buffer } | { error: string }> {
  const original = await readFile(path);
  const size = declaredSize(original, type);
  if (!size || !size.width || !size.height) return { error: '图片无法识别，请上传原始图片' };
  if (size.width > MAX_SIDE || size.height > MAX_SIDE || size.width * size.height > MAX_PIXELS) return { error: IMAGE_TOO_LARGE };
  try {
    const image = await loadImage(original);
    const canvas = createCanvas(image.width, image.height);
    canvas.getContext('2d').drawImage(image, 0, 0);
    return { bytes: type === 'png' ? await canvas.encode('png') : await canvas.encode('jpeg', 90) };
  } catch {
    return { error: '图片无法识别，请上传原始图片' };
  }
}
