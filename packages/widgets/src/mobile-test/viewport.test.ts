import { describe, expect, it } from 'vitest';
import { describeViewport, type ViewportReading } from './viewport.ts';

const phone: ViewportReading = { width: 375, height: 740, devicePixelRatio: 3, maxTouchPoints: 5, coarsePointer: true, canHover: false, horizontalOverflow: 0 };
const laptop: ViewportReading = {
  width: 1280,
  height: 800,
  devicePixelRatio: 1,
  maxTouchPoints: 0,
  coarsePointer: false,
  canHover: true,
  horizontalOverflow: 0,
};

const active = (reading: ViewportReading) =>
  describeViewport(reading)
    .breakpoints.filter((breakpoint) => breakpoint.active)
    .map((breakpoint) => breakpoint.name);

describe('describeViewport', () => {
  it('a phone: portrait, touch, no breakpoint active, the mobile header', () => {
    const report = describeViewport(phone);
    expect(report).toMatchObject({
      width: 375,
      height: 740,
      physicalWidth: 1125,
      touch: true,
      touchSummary: 'Touch screen, up to 5 touch points',
      orientation: 'portrait',
      fitsWidth: true,
    });
    expect(report.pointerSummary).toMatch(/^Coarse/);
    expect(report.headerLayout).toMatch(/^Mobile/);
    expect(active(phone)).toEqual([]);
  });

  it('a laptop: landscape, no touch, every breakpoint active, the desktop header', () => {
    const report = describeViewport(laptop);
    expect(report).toMatchObject({ touch: false, touchSummary: 'No touch screen detected', orientation: 'landscape' });
    expect(report.pointerSummary).toBe('Fine (a mouse or trackpad) that can hover');
    expect(report.headerLayout).toMatch(/^Desktop/);
    expect(active(laptop)).toEqual(['sm', 'md', 'lg']);
  });

  it('a breakpoint is active from its width up', () => {
    expect(active({ ...laptop, width: 479 })).toEqual([]);
    expect(active({ ...laptop, width: 480 })).toEqual(['sm']);
    expect(active({ ...laptop, width: 899 })).toEqual(['sm', 'md']);
    expect(active({ ...laptop, width: 900 })).toEqual(['sm', 'md', 'lg']);
    expect(describeViewport({ ...laptop, width: 899 }).headerLayout).toMatch(/^Mobile/);
  });

  it('a touch laptop (fine pointer, touch points) counts as touch; a square window as portrait', () => {
    expect(describeViewport({ ...laptop, maxTouchPoints: 1 }).touchSummary).toBe('Touch screen, up to 1 touch point');
    expect(describeViewport({ ...laptop, maxTouchPoints: 0, coarsePointer: true }).touchSummary).toBe('Touch screen');
    expect(describeViewport({ ...laptop, width: 800, height: 800 }).orientation).toBe('portrait');
  });

  it('notices a page wider than the window', () => {
    expect(describeViewport({ ...phone, horizontalOverflow: 24 }).fitsWidth).toBe(false);
  });
});
