import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * How different two screenshots may be and still count as the same: pixelmatch's per-pixel colour
 * threshold (0 to 1; anti-aliased pixels are ignored) and the share of pixels allowed to differ —
 * enough for rendering noise, far less than a moved button or a changed colour.
 */
export const VISUAL_TOLERANCE = { threshold: 0.1, maxDifferentPixelRatio: 0.0002 } as const;

export type VisualTolerance = { threshold: number; maxDifferentPixelRatio: number };

/** A rectangle of a screenshot, in its pixels. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type VisualComparison =
  | {
      kind: 'same-size';
      matches: boolean;
      differentPixels: number;
      totalPixels: number;
      /** The smallest rectangle holding every differing pixel (null when none differ): where to look, said in a CI log that has no images. */
      differingArea: PixelArea | null;
      diffPng: () => Buffer;
    }
  | { kind: 'size-changed'; matches: false; expectedSize: string; actualSize: string };

const sizeOf = (png: PNG) => `${png.width}x${png.height}`;

/** The colour pixelmatch marks a differing pixel with in the diff image (the rest is greyed out, anti-aliasing yellow). */
const DIFF_COLOUR: [number, number, number] = [255, 0, 0];

/** The bounding box of the pixels of exactly `colour` in `png`. */
function markedArea(png: PNG, [red, green, blue]: [number, number, number]): PixelArea | null {
  let left = png.width;
  let top = png.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const at = (y * png.width + x) * 4;
      if (png.data[at] !== red || png.data[at + 1] !== green || png.data[at + 2] !== blue) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** Compares a screenshot with its baseline (both PNG files' bytes); `diffPng()` encodes an image marking the differing pixels in red. */
export function comparePngs(actualPng: Buffer, expectedPng: Buffer, tolerance: VisualTolerance = VISUAL_TOLERANCE): VisualComparison {
  const actual = PNG.sync.read(actualPng);
  const expected = PNG.sync.read(expectedPng);
  if (actual.width !== expected.width || actual.height !== expected.height) {
    return { kind: 'size-changed', matches: false, expectedSize: sizeOf(expected), actualSize: sizeOf(actual) };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differentPixels = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: tolerance.threshold,
    diffColor: DIFF_COLOUR,
  });
  const totalPixels = actual.width * actual.height;
  return {
    kind: 'same-size',
    matches: differentPixels <= totalPixels * tolerance.maxDifferentPixelRatio,
    differentPixels,
    totalPixels,
    differingArea: differentPixels === 0 ? null : markedArea(diff, DIFF_COLOUR),
    diffPng: () => PNG.sync.write(diff),
  };
}

/**
 * Re-encodes an opaque screenshot as a smaller lossless PNG for committed baselines: RGB without
 * alpha, deflate level 9 with the default strategy (pngjs's default, run-length only, is about 16 %
 * larger on text-heavy screenshots).
 */
export function compactPng(png: Buffer): Buffer {
  return PNG.sync.write(PNG.sync.read(png), { colorType: 2, inputHasAlpha: true, deflateLevel: 9, deflateStrategy: 0 });
}
