import { keyframes, style } from '@vanilla-extract/css';

const fadeEnd = 'linear-gradient(to left, transparent, #000 40px)';
const fadeBoth = 'linear-gradient(to right, transparent, #000 40px, #000 calc(100% - 40px), transparent)';
const fadeStart = 'linear-gradient(to right, transparent, #000 40px)';

/** Discrete keyframes along the scroll: the end faded at the start, both ends in between, the start at the end. */
const fadeWhereMoreIs = keyframes({ '0%': { maskImage: fadeEnd }, '1%, 99%': { maskImage: fadeBoth }, '100%': { maskImage: fadeStart } });

/** Only the end faded, until scrolled to it: for a table whose first column stays in view. */
export const fadeUntilTheEnd = keyframes({ '0%, 95%': { maskImage: fadeEnd } });

/** Only where scroll timelines run: elsewhere the animation would jump to its last keyframe and fade the start for good. */
export const withScrollTimeline = '(animation-timeline: scroll())';

/**
 * The fade follows the scroll position, never time: a page or tool that pauses or reverses every
 * animation (Storybook does, for its test runner and screenshots) would otherwise fade the wrong
 * edge of a row scrolled to its start.
 */
export const followsTheScroll = { animationDirection: 'normal !important', animationPlayState: 'running !important' } as const;

/**
 * Shows that a row scrolls sideways (issue 27: tab rows and tables on phones): an edge fades out
 * while more content lies beyond it. A scroll-driven animation (no script): a row that does not
 * overflow has no scroll range, so its timeline is inactive and it does not fade at all; a browser
 * without scroll timelines shows no fade. (`scrollHintRules` for a `globalStyle`.)
 */
export const scrollHintRules = {
  '@supports': { [withScrollTimeline]: { animation: `${fadeWhereMoreIs} linear both`, animationTimeline: 'scroll(self inline)', ...followsTheScroll } },
} as const;

export const scrollHint = style(scrollHintRules);
