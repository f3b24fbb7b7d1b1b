import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The stories are audited at 360 and 320 px by resizing the page each story rendered at 375 px
 * (stories.e2e.test.ts), which is the story rendered at those widths only while every component
 * lays itself out by CSS (media and container queries) and none reads the window's size in script
 * when it mounts. This holds the code to that.
 */

const SOURCE_DIRS = ['packages/ui/src', 'packages/widgets/src', 'packages/elements/src', 'host-app/src'];

/** Reads of the window's or an element's size from script; `matchMedia` for anything but a user preference. */
const SIZE_IN_SCRIPT = /\b(innerWidth|outerWidth|screen\.width|clientWidth|offsetWidth|ResizeObserver)\b|matchMedia\(\s*['"`](?!\(prefers-)/;

/** The one component whose subject is the screen's size: it reads it again on every resize. */
const SCREEN_REPORT = 'packages/widgets/src/mobile-test/viewport.ts';
const SCREEN_REPORT_HOOK = 'packages/widgets/src/mobile-test/useViewportReading.ts';
/** A text box's placeholder chosen by whether it fits the box: measured again whenever the box resizes. */
const FITTING_PLACEHOLDER = 'packages/widgets/src/form-shared/useFittingPlaceholder.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('components lay themselves out by CSS alone', () => {
  it('reads no window or element size in script, so a story resized is the story rendered at that width', () => {
    const readers = SOURCE_DIRS.flatMap(sourceFiles).filter((file) => SIZE_IN_SCRIPT.test(readFileSync(file, 'utf8')));
    expect(readers.toSorted()).toEqual([FITTING_PLACEHOLDER, SCREEN_REPORT]);
    expect(readFileSync(SCREEN_REPORT_HOOK, 'utf8')).toMatch(/addEventListener\('resize'/);
    expect(readFileSync(FITTING_PLACEHOLDER, 'utf8')).toMatch(/new ResizeObserver\(check\)[\s\S]*observer\?\.observe\(input\)/);
  });

  it('would find one that does', () => {
    expect(SIZE_IN_SCRIPT.test("const narrow = window.matchMedia('(max-width: 599px)').matches;")).toBe(true);
    expect(SIZE_IN_SCRIPT.test('if (window.innerWidth < 600) setCompact(true);')).toBe(true);
    expect(SIZE_IN_SCRIPT.test("window.matchMedia('(prefers-reduced-motion: reduce)')")).toBe(false);
  });
});
