import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { comparePngs, compactPng, VISUAL_TOLERANCE } from './visualComparison.ts';

/**
 * Committed screenshots (`e2e/visual-baselines/<viewport>/<name>.png`) that fresh screenshots must
 * match. `UPDATE_VISUAL_BASELINES=1` (what `npm run test:visual:update` sets) writes new and changed
 * ones instead of failing; without it a missing or different baseline fails the test, and the
 * screenshot and a diff image go to `e2e/artifacts/visual/` (not committed).
 */
export const VISUAL_BASELINES_DIR = 'e2e/visual-baselines';
export const VISUAL_ARTIFACTS_DIR = 'e2e/artifacts/visual';
export const UPDATE_BASELINES_COMMAND = 'npm run test:visual:update';

export const updatingBaselines = process.env.UPDATE_VISUAL_BASELINES === '1';

const percent = (ratio: number) => `${(ratio * 100).toFixed(3)}%`;

function writeFile(path: string, bytes: Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
}

export interface BaselineOptions {
  baselinesDir?: string;
  artifactsDir?: string;
  /** Write new and changed baselines instead of failing. */
  update?: boolean;
}

/**
 * Checks a screenshot against its baseline: null when it matches (or the baseline was just
 * written because baselines are being updated), otherwise the failure to report.
 */
export function checkAgainstBaseline(screenshot: Buffer, folder: string, name: string, options: BaselineOptions = {}): string | null {
  const { baselinesDir = VISUAL_BASELINES_DIR, artifactsDir = VISUAL_ARTIFACTS_DIR, update = updatingBaselines } = options;
  const baseline = join(baselinesDir, folder, `${name}.png`);
  const what = `"${name}" (${folder})`;
  if (!existsSync(baseline)) {
    if (update) {
      writeFile(baseline, compactPng(screenshot));
      return null;
    }
    const actual = join(artifactsDir, folder, `${name}.actual.png`);
    writeFile(actual, screenshot);
    return `${what} has no visual baseline at ${baseline} (screenshot: ${actual}). Create it with "${UPDATE_BASELINES_COMMAND}" and commit it.`;
  }
  const comparison = comparePngs(screenshot, readFileSync(baseline));
  if (comparison.matches) return null;
  if (update) {
    writeFile(baseline, compactPng(screenshot));
    return null;
  }

  const actual = join(artifactsDir, folder, `${name}.actual.png`);
  writeFile(actual, screenshot);
  const rerun = `If the change is intended, run "${UPDATE_BASELINES_COMMAND}" and commit the baselines.`;
  if (comparison.kind === 'size-changed') {
    return `${what} changed size: ${comparison.actualSize} instead of the baseline's ${comparison.expectedSize} (${baseline}). Screenshot: ${actual}. ${rerun}`;
  }
  const diff = join(artifactsDir, folder, `${name}.diff.png`);
  writeFile(diff, comparison.diffPng());
  const { differentPixels, totalPixels, differingArea } = comparison;
  const where = differingArea ? `, within ${differingArea.width}x${differingArea.height} px at (${differingArea.x}, ${differingArea.y})` : '';
  return (
    `${what} differs from its baseline ${baseline}: ${differentPixels} of ${totalPixels} pixels${where} (${percent(differentPixels / totalPixels)}; ` +
    `allowed ${percent(VISUAL_TOLERANCE.maxDifferentPixelRatio)}). Screenshot: ${actual}, differences in red: ${diff}. ${rerun}`
  );
}

/** Deletes the baselines in `folder` whose names are not in `current` (stories that no longer exist); returns their paths. */
export function removeStaleBaselines(folder: string, current: ReadonlySet<string>, baselinesDir = VISUAL_BASELINES_DIR): string[] {
  const directory = join(baselinesDir, folder);
  if (!existsSync(directory)) return [];
  const stale = readdirSync(directory)
    .filter((file) => file.endsWith('.png') && !current.has(file.slice(0, -'.png'.length)))
    .map((file) => join(directory, file));
  for (const path of stale) rmSync(path);
  return stale;
}

/** Empties `e2e/artifacts/visual/<folder>`, so what is there after a run belongs to that run. */
export function clearVisualArtifacts(folder: string): void {
  rmSync(join(VISUAL_ARTIFACTS_DIR, folder), { recursive: true, force: true });
}
