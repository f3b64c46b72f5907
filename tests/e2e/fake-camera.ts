/**
 * A video file for Chromium's fake camera (--use-file-for-fake-video-capture): a barcode drawn by
 * bwip-js, held still in the middle of a white 640x480 picture, as raw YUV 4:2:0 frames (.y4m).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import bwipjs from 'bwip-js/node';

const WIDTH = 640;
const HEIGHT = 480;

/** Grey levels of an 8-bit PNG (grey, grey+alpha, RGB or RGBA; not interlaced), row by row. */
function pngGrey(png: Buffer): { width: number; height: number; grey: Uint8Array } {
  let at = 8;
  let width = 0;
  let height = 0;
  let colorType = 0;
  const data: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit, not interlaced PNGs');
      colorType = body[9]!;
    } else if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[colorType];
  if (!channels) throw new Error(`PNG colour type ${colorType}`);
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? pixels[(y - 1) * stride + x - channels]! : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      };
      const predicted = [0, left, up, (left + up) >> 1, paeth()][filter] ?? 0;
      pixels[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const p = i * channels;
    const alpha = channels === 4 ? pixels[p + 3]! / 255 : channels === 2 ? pixels[p + 1]! / 255 : 1;
    const level = channels >= 3 ? 0.299 * pixels[p]! + 0.587 * pixels[p + 1]! + 0.114 * pixels[p + 2]! : pixels[p]!;
    grey[i] = Math.round(level * alpha + 255 * (1 - alpha));
  }
  return { width, height, grey };
}

/** Writes the .y4m of `code` drawn as `bcid` (bwip-js: 'ean13', 'upca', 'code128', 'qrcode') and answers its path. */
export async function barcodeVideo(code: string, bcid = 'ean13'): Promise<string> {
  const png = await bwipjs.toBuffer({ bcid, text: code, scale: 3, height: 25, includetext: true, backgroundcolor: 'FFFFFF', paddingwidth: 10, paddingheight: 10 });
  const image = pngGrey(png);
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(255);
  const left = Math.max(0, Math.floor((WIDTH - image.width) / 2));
  const top = Math.max(0, Math.floor((HEIGHT - image.height) / 2));
  for (let y = 0; y < Math.min(image.height, HEIGHT); y++) {
    for (let x = 0; x < Math.min(image.width, WIDTH); x++) luma[(top + y) * WIDTH + left + x] = image.grey[y * image.width + x]!;
  }
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const path = join(mkdtempSync(join(tmpdir(), 'fake-camera-')), `${code}.y4m`);
  writeFileSync(path, Buffer.concat([header, frame, frame, frame, frame, frame]));
  return path;
}
