import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { templateKey } from '../../pgliteTemplate.ts';
import { DRAWINGS_CACHE_DIR, serverSource } from '../../../paths.ts';
import type { ImageFile, ProcessedImage } from '../../../product-images/imagePipeline.ts';

/*
 * The demo drawings made into product photos once per machine, like the PGlite templates: rendering
 * them (an SVG rasterised, then 4 widths in AVIF, WebP and JPEG each) took seconds of CPU after every
 * start on a new data directory, and left the process ~120 MB larger (libvips' threads; glibc keeps
 * the memory: bench/README.md). A start now copies the files from the cache into its storage.
 */

type StoredFile = Omit<ImageFile, 'bytes'>;
interface Manifest {
  width: number;
  height: number;
  files: StoredFile[];
}

let pipelineKey: string | undefined;

/** The cache's folder for one drawing: its SVG and the code that processes it (read once per process), hashed. */
function folderOf(svg: string, cacheDir: string): string {
  pipelineKey ??= templateKey({ inputs: [serverSource('product-images/imagePipeline.ts')] });
  return join(cacheDir, createHash('sha256').update(pipelineKey).update(svg).digest('hex').slice(0, 32));
}

function readCached(folder: string): ProcessedImage | null {
  const manifestFile = join(folder, 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  return { ...manifest, files: manifest.files.map((file) => ({ ...file, bytes: readFileSync(join(folder, file.key)) })) };
}

/** Writes the processed drawing aside and renames it into place: a reader never sees half of it. */
function writeCached(folder: string, image: ProcessedImage): void {
  const partial = `${folder}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  for (const file of image.files) writeFileSync(join(partial, file.key), file.bytes);
  const manifest: Manifest = { width: image.width, height: image.height, files: image.files.map(({ bytes: _bytes, ...file }) => file) };
  writeFileSync(join(partial, 'manifest.json'), JSON.stringify(manifest));
  rmSync(folder, { recursive: true, force: true });
  renameSync(partial, folder);
}

/**
 * The drawing processed as an uploaded photo: from the cache when it holds it, else made by `render`
 * and kept there (a read-only install just renders it each time).
 */
export async function processedDrawing(svg: string, render: (svg: string) => Promise<ProcessedImage>, cacheDir = DRAWINGS_CACHE_DIR): Promise<ProcessedImage> {
  const folder = folderOf(svg, cacheDir);
  const cached = readCached(folder);
  if (cached) return cached;
  const image = await render(svg);
  try {
    writeCached(folder, image);
  } catch {
    // No cache where it cannot be written: the drawing is still stored for this start.
  }
  return image;
}
