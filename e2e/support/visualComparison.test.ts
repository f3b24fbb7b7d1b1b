import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { checkAgainstBaseline, removeStaleBaselines } from './visualBaselines.ts';
import { comparePngs, compactPng } from './visualComparison.ts';

type Rgb = [number, number, number];
const WHITE: Rgb = [255, 255, 255];
const BLUE: Rgb = [37, 99, 235];

/** A 200x100 white "page" with a 60x30 "button" at (left, top), as PNG bytes. */
function pageWithButton({
  left = 20,
  top = 20,
  colour = BLUE,
  width = 200,
  height = 100,
}: { left?: number; top?: number; colour?: Rgb; width?: number; height?: number } = {}): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inButton = x >= left && x < left + 60 && y >= top && y < top + 30;
      const [r, g, b] = inButton ? colour : WHITE;
      png.data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

/** The same PNG with some pixels set to a colour. */
function withPixels(pngBytes: Buffer, pixels: Array<[number, number]>, colour: Rgb): Buffer {
  const png = PNG.sync.read(pngBytes);
  for (const [x, y] of pixels) png.data.set([...colour, 255], (y * png.width + x) * 4);
  return PNG.sync.write(png);
}

describe('comparePngs', () => {
  it('finds no difference between identical screenshots', () => {
    expect(comparePngs(pageWithButton(), pageWithButton())).toMatchObject({ kind: 'same-size', matches: true, differentPixels: 0, totalPixels: 20_000 });
  });

  it('fails when the button moved', () => {
    const comparison = comparePngs(pageWithButton({ left: 30 }), pageWithButton());
    expect(comparison.matches).toBe(false);
    expect(comparison).toMatchObject({ kind: 'same-size', differentPixels: 2 * 10 * 30 });
  });

  it('says where the differences are: the box from where the button was to where it is', () => {
    expect(comparePngs(pageWithButton({ left: 30, top: 40 }), pageWithButton())).toMatchObject({ differingArea: { x: 20, y: 20, width: 70, height: 50 } });
    expect(comparePngs(pageWithButton(), pageWithButton())).toMatchObject({ differingArea: null });
  });

  it('fails when the button changed colour', () => {
    const comparison = comparePngs(pageWithButton({ colour: [220, 38, 38] }), pageWithButton());
    expect(comparison).toMatchObject({ kind: 'same-size', matches: false, differentPixels: 60 * 30 });
  });

  it('tolerates a slight colour shift and a few stray pixels (rendering noise)', () => {
    expect(comparePngs(pageWithButton({ colour: [39, 101, 233] }), pageWithButton())).toMatchObject({ matches: true, differentPixels: 0 });
    const strayPixels: Array<[number, number]> = [
      [150, 80],
      [170, 10],
      [5, 95],
    ];
    expect(comparePngs(withPixels(pageWithButton(), strayPixels, [0, 0, 0]), pageWithButton())).toMatchObject({ matches: true, differentPixels: 3 });
  });

  it('fails when the size changed', () => {
    expect(comparePngs(pageWithButton({ height: 120 }), pageWithButton())).toEqual({
      kind: 'size-changed',
      matches: false,
      expectedSize: '200x100',
      actualSize: '200x120',
    });
  });

  it('draws the differing pixels in red in the diff image', () => {
    const comparison = comparePngs(pageWithButton({ left: 30 }), pageWithButton());
    if (comparison.kind !== 'same-size') throw new Error('expected a same-size comparison');
    const diff = PNG.sync.read(comparison.diffPng());
    const pixel = (x: number, y: number) => [...diff.data.subarray((y * diff.width + x) * 4, (y * diff.width + x) * 4 + 3)];
    expect(pixel(25, 25)).toEqual([255, 0, 0]);
    expect(pixel(85, 25)).toEqual([255, 0, 0]);
    expect(pixel(50, 25)).not.toEqual([255, 0, 0]);
  });

  it('keeps every pixel when compacting a baseline', () => {
    const original = pageWithButton();
    expect(comparePngs(compactPng(original), original)).toMatchObject({ matches: true, differentPixels: 0 });
  });
});

describe('checkAgainstBaseline', () => {
  let root = '';
  const dirs = () => ({ baselinesDir: join(root, 'baselines'), artifactsDir: join(root, 'artifacts') });
  const setUp = () => {
    root = mkdtempSync(join(tmpdir(), 'visual-baselines-'));
    return dirs();
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('passes a matching screenshot and writes no artifacts', () => {
    const { baselinesDir, artifactsDir } = setUp();
    mkdirSync(join(baselinesDir, 'desktop'), { recursive: true });
    writeFileSync(join(baselinesDir, 'desktop', 'button--primary.png'), pageWithButton());
    expect(checkAgainstBaseline(pageWithButton(), 'desktop', 'button--primary', { ...dirs(), update: false })).toBeNull();
    expect(existsSync(artifactsDir)).toBe(false);
  });

  it('reports where the screenshot and the diff are, how many pixels differ and where and how to update', () => {
    const { baselinesDir, artifactsDir } = setUp();
    mkdirSync(join(baselinesDir, 'mobile'), { recursive: true });
    writeFileSync(join(baselinesDir, 'mobile', 'button--primary.png'), pageWithButton());
    const failure = checkAgainstBaseline(pageWithButton({ top: 40 }), 'mobile', 'button--primary', { ...dirs(), update: false });
    expect(failure).toContain('2400 of 20000 pixels, within 60x50 px at (20, 20)');
    expect(failure).toContain(join(artifactsDir, 'mobile', 'button--primary.actual.png'));
    expect(failure).toContain(join(artifactsDir, 'mobile', 'button--primary.diff.png'));
    expect(failure).toContain('npm run test:visual:update');
    expect(existsSync(join(artifactsDir, 'mobile', 'button--primary.diff.png'))).toBe(true);
  });

  it('fails on a missing baseline unless updating, and then writes it', () => {
    const { baselinesDir } = setUp();
    expect(checkAgainstBaseline(pageWithButton(), 'desktop', 'new--story', { ...dirs(), update: false })).toMatch(
      /no visual baseline.*npm run test:visual:update/,
    );
    expect(existsSync(join(baselinesDir, 'desktop', 'new--story.png'))).toBe(false);
    expect(checkAgainstBaseline(pageWithButton(), 'desktop', 'new--story', { ...dirs(), update: true })).toBeNull();
    expect(comparePngs(readFileSync(join(baselinesDir, 'desktop', 'new--story.png')), pageWithButton())).toMatchObject({ matches: true });
  });

  it('rewrites a changed baseline when updating and deletes those of stories that are gone', () => {
    const { baselinesDir } = setUp();
    mkdirSync(join(baselinesDir, 'desktop'), { recursive: true });
    writeFileSync(join(baselinesDir, 'desktop', 'kept.png'), pageWithButton());
    writeFileSync(join(baselinesDir, 'desktop', 'gone.png'), pageWithButton());
    expect(checkAgainstBaseline(pageWithButton({ left: 100 }), 'desktop', 'kept', { ...dirs(), update: true })).toBeNull();
    expect(comparePngs(readFileSync(join(baselinesDir, 'desktop', 'kept.png')), pageWithButton({ left: 100 }))).toMatchObject({ matches: true });
    expect(removeStaleBaselines('desktop', new Set(['kept']), baselinesDir)).toEqual([join(baselinesDir, 'desktop', 'gone.png')]);
    expect(existsSync(join(baselinesDir, 'desktop', 'kept.png'))).toBe(true);
  });
});
