import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import type { default as SharpConstructor, OutputInfo, Sharp } from 'sharp';
import { PRODUCT_IMAGE_MAX_PIXELS, PRODUCT_IMAGE_MESSAGES as M, PRODUCT_IMAGE_MIN_SIDE } from '@nirmaan/core/pure';
import type { ImageFormat } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/** The widths every photo is stored at (never wider than the photo itself). */
export const IMAGE_WIDTHS = [160, 320, 640, 960] as const;
const LARGEST_WIDTH = 960;

export const IMAGE_FORMAT_FILES: Record<ImageFormat, { extension: string; contentType: string }> = {
  avif: { extension: 'avif', contentType: 'image/avif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
};

/** A stored key: 32 hex digits of the file's SHA-256 and its extension. */
export const IMAGE_KEY = /^[0-9a-f]{32}\.(avif|webp|jpg)$/;

export interface ImageFile {
  format: ImageFormat;
  width: number;
  height: number;
  key: string;
  contentType: string;
  bytes: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  files: ImageFile[];
}

type SourceKind = 'jpeg' | 'png' | 'webp' | 'avif';

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

/**
 * The photo formats accepted, told by the file's first bytes (never by its name or declared type):
 * JPEG, PNG, WebP, and AVIF (an ISO-BMFF 'ftyp' box of brand avif/avis). Anything else (SVG, HTML,
 * GIF, PDF, ...) is null, and never reaches a decoder.
 */
export function sniffImageKind(bytes: Buffer): SourceKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif';
  return null;
}

/** The widths to make of a photo `width` pixels wide: every standard width below it, and the photo's own width up to the largest. */
export function widthsFor(width: number): number[] {
  const largest = Math.min(width, LARGEST_WIDTH);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 76 }),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
};

/**
 * sharp, loaded at the first photo: libvips adds ~22 MB to the process and most starts never process
 * one (the demo drawings come from their cache: processedDrawings.ts).
 */
export async function loadSharp(): Promise<typeof SharpConstructor> {
  return (await import('sharp')).default;
}

/** Photos are decoded and encoded two at a time per server, so a burst of uploads queues rather than starving the API. */
const processing = pLimit(2);

/**
 * An upload made into the stored files: its type told by content, decoded by sharp (libvips) with
 * a pixel limit, turned upright by its EXIF orientation, converted to sRGB, and written again at
 * each width in AVIF, WebP and JPEG. Nothing of the upload's metadata (EXIF, GPS, XMP, ICC) is kept:
 * sharp writes none unless asked. Bad files are a 415 (not a photo) or 422 (a photo that cannot be
 * used), never a 500.
 */
export function processImage(upload: Buffer): Promise<ProcessedImage> {
  return processing(() => process(upload));
}

async function process(upload: Buffer): Promise<ProcessedImage> {
  if (!sniffImageKind(upload)) throw new HttpError(415, M.notAnImage);
  const sharp = await loadSharp();
  const source = () => sharp(upload, { limitInputPixels: PRODUCT_IMAGE_MAX_PIXELS, failOn: 'error', animated: false });
  let upright: { data: Buffer; info: OutputInfo };
  try {
    const metadata = await source().metadata();
    if (!metadata.format || !['jpeg', 'png', 'webp', 'heif'].includes(metadata.format)) throw new HttpError(415, M.notAnImage);
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > PRODUCT_IMAGE_MAX_PIXELS) throw new HttpError(422, M.tooManyPixels);
    // Decoded once, upright and in sRGB, as raw pixels every size is made from.
    upright = await source().rotate().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (/pixel limit/i.test(String((error as Error).message))) throw new HttpError(422, M.tooManyPixels);
    throw new HttpError(422, M.unreadable);
  }
  const { width, height, channels } = upright.info;
  if (width < PRODUCT_IMAGE_MIN_SIDE || height < PRODUCT_IMAGE_MIN_SIDE) throw new HttpError(422, M.tooSmall);
  const files: ImageFile[] = [];
  for (const targetWidth of widthsFor(width)) {
    const resized = await sharp(upright.data, { raw: { width, height, channels } })
      .resize({ width: targetWidth, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const format of Object.keys(ENCODERS) as ImageFormat[]) {
      const raw = { raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels } };
      const bytes = await ENCODERS[format](sharp(resized.data, raw)).toBuffer();
      const { extension, contentType } = IMAGE_FORMAT_FILES[format];
      const key = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
      files.push({ format, width: resized.info.width, height: resized.info.height, key, contentType, bytes });
    }
  }
  const largest = files[files.length - 1]!;
  return { width: largest.width, height: largest.height, files };
}
