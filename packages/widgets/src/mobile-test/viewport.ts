import { BREAKPOINTS, type Breakpoint } from '@nirmaan/ui';

/** What the browser says about the viewer's screen (spec/seller-admin-toolkit.md §2 "/mobile-test"). */
export interface ViewportReading {
  /** CSS pixels, as media queries see them (window.innerWidth / innerHeight). */
  width: number;
  height: number;
  devicePixelRatio: number;
  /** navigator.maxTouchPoints. */
  maxTouchPoints: number;
  /** `(pointer: coarse)`: the main pointer is a finger. */
  coarsePointer: boolean;
  /** `(hover: hover)`: the main pointer can hover (a mouse or trackpad). */
  canHover: boolean;
  /** How far the page is wider than the window (0 when nothing sticks out sideways). */
  horizontalOverflow: number;
}

export interface BreakpointState extends Breakpoint {
  active: boolean;
}

export interface ViewportReport {
  width: number;
  height: number;
  devicePixelRatio: number;
  /** Physical pixels across: width x device pixel ratio. */
  physicalWidth: number;
  touch: boolean;
  touchSummary: string;
  pointerSummary: string;
  orientation: 'portrait' | 'landscape';
  breakpoints: BreakpointState[];
  /** The header's layout at this width. */
  headerLayout: string;
  fitsWidth: boolean;
}

const SITE_BREAKPOINTS: readonly Breakpoint[] = Object.values(BREAKPOINTS);

/** Turns a reading into what the page shows: touch, orientation and the breakpoints active at this width. */
export function describeViewport(reading: ViewportReading, breakpoints: readonly Breakpoint[] = SITE_BREAKPOINTS): ViewportReport {
  const touch = reading.maxTouchPoints > 0 || reading.coarsePointer;
  const points = reading.maxTouchPoints;
  const touchSummary = !touch
    ? 'No touch screen detected'
    : points > 0
      ? `Touch screen, up to ${points} touch point${points === 1 ? '' : 's'}`
      : 'Touch screen';
  const pointerSummary = reading.coarsePointer
    ? 'Coarse (a finger): buttons need room to tap'
    : reading.canHover
      ? 'Fine (a mouse or trackpad) that can hover'
      : 'Fine, without hover (e.g. a stylus)';
  const desktop = BREAKPOINTS.lg.minWidth;
  return {
    width: reading.width,
    height: reading.height,
    devicePixelRatio: reading.devicePixelRatio,
    physicalWidth: Math.round(reading.width * reading.devicePixelRatio),
    touch,
    touchSummary,
    pointerSummary,
    // As the `(orientation: portrait)` media query decides: height at least the width.
    orientation: reading.height >= reading.width ? 'portrait' : 'landscape',
    breakpoints: [...breakpoints]
      .sort((a, b) => a.minWidth - b.minWidth)
      .map((breakpoint) => ({ ...breakpoint, active: reading.width >= breakpoint.minWidth })),
    headerLayout: reading.width >= desktop ? 'Desktop: the full menu in the header' : 'Mobile: the bottom bar (Home, Menu, Cart, Account) and a side menu',
    fitsWidth: reading.horizontalOverflow <= 0,
  };
}

/** Reads the current window (browser only). */
export function readViewport(view: Window = window): ViewportReading {
  const matches = (query: string) => (typeof view.matchMedia === 'function' ? view.matchMedia(query).matches : false);
  const root = view.document.documentElement;
  return {
    width: view.innerWidth,
    height: view.innerHeight,
    devicePixelRatio: view.devicePixelRatio || 1,
    maxTouchPoints: view.navigator.maxTouchPoints || 0,
    coarsePointer: matches('(pointer: coarse)'),
    canHover: matches('(hover: hover)'),
    horizontalOverflow: Math.max(0, root.scrollWidth - root.clientWidth),
  };
}
