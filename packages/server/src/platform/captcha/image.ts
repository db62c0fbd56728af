import { createCanvas, loadImage } from '@napi-rs/canvas';
import svgCaptcha from 'svg-captcha';
import { randomInt } from 'node:crypto';

/** The size it is shown at (CSS pixels); drawn at twice that, so it stays sharp on phones' dense screens. */
const WIDTH = 120;
const HEIGHT = 40;
const SCALE = 2;
/** Characters people confuse with each other are left out. */
const IGNORE = '0oO1iIlLqg9Q2Zz5Ss';

/**
 * A captcha as a PNG: glyph outlines from svg-captcha (each letter rotated and placed apart, with
 * crossing lines), rasterised, then warped in strips and sprinkled with speckles and arcs, so the
 * picture has no clean outlines or gaps that a script could cut into letters.
 */
export async function drawCaptcha(): Promise<{ text: string; png: Buffer }> {
  const { text, data } = svgCaptcha.create({ size: 4, noise: 3, ignoreChars: IGNORE, width: WIDTH, height: HEIGHT, fontSize: 44, color: true });
  // The glyphs' SVG rasterised at the drawing's resolution: same view box, twice the pixels.
  const glyphs = await loadImage(Buffer.from(data.replace(`width="${WIDTH}" height="${HEIGHT}"`, `width="${WIDTH * SCALE}" height="${HEIGHT * SCALE}"`)));
  const canvas = createCanvas(WIDTH * SCALE, HEIGHT * SCALE);
  const ctx = canvas.getContext('2d');
  ctx.scale(SCALE, SCALE);
  ctx.fillStyle = `rgb(${randomInt(225, 245)},${randomInt(232, 248)},${randomInt(240, 255)})`;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);

  // Vertical strips shifted along a random sine wave.
  const phase = Math.random() * Math.PI * 2;
  const amplitude = 2 + Math.random() * 2;
  for (let x = 0; x < WIDTH; x += 2) {
    const dy = Math.sin(phase + x / 11) * amplitude;
    ctx.drawImage(glyphs, x * SCALE, 0, 2 * SCALE, HEIGHT * SCALE, x, dy, 2, HEIGHT);
  }

  for (let i = 0; i < 3; i++) {
    ctx.strokeStyle = `rgba(${randomInt(40, 160)},${randomInt(40, 160)},${randomInt(40, 160)},0.7)`;
    ctx.lineWidth = 1 + Math.random();
    ctx.beginPath();
    ctx.moveTo(0, randomInt(0, HEIGHT));
    ctx.bezierCurveTo(randomInt(20, 60), randomInt(0, HEIGHT), randomInt(60, 100), randomInt(0, HEIGHT), WIDTH, randomInt(0, HEIGHT));
    ctx.stroke();
  }
  for (let i = 0; i < 160; i++) {
    ctx.fillStyle = `rgba(${randomInt(0, 200)},${randomInt(0, 200)},${randomInt(0, 200)},0.8)`;
    ctx.fillRect(randomInt(0, WIDTH), randomInt(0, HEIGHT), 1 + randomInt(0, 2), 1);
  }
  return { text, png: canvas.toBuffer('image/png') };
}
