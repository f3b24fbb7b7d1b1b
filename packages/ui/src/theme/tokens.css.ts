import { assignVars, createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { INDIC_FONT_FAMILY } from './indicFonts.ts';

/**
 * Theme tokens, named for the CSS custom properties a partner page sets: `--nirmaan-color-primary`
 * and so on. Custom properties inherit through shadow roots, so a page themes every widget by
 * setting them on the element or any ancestor.
 *
 * The widgets' CSS never sets those public properties itself: a default set on a widget's `:host`
 * would hide the value the element inherits from the page. It reads them, with the theme's value as
 * the fallback, into private properties (`--_nirmaan-*`, the `vars` below) that the styles use.
 */
export const TOKEN_NAMES = {
  color: {
    primary: 'color-primary',
    primaryHover: 'color-primary-hover',
    onPrimary: 'color-on-primary',
    background: 'color-background',
    surface: 'color-surface',
    surfaceMuted: 'color-surface-muted',
    text: 'color-text',
    textMuted: 'color-text-muted',
    border: 'color-border',
    focus: 'color-focus',
    danger: 'color-danger',
    onDanger: 'color-on-danger',
    dangerSurface: 'color-danger-surface',
    success: 'color-success',
    successSurface: 'color-success-surface',
    warning: 'color-warning',
    warningSurface: 'color-warning-surface',
    info: 'color-info',
    infoSurface: 'color-info-surface',
    purple: 'color-purple',
    purpleSurface: 'color-purple-surface',
  },
  font: {
    body: 'font-body',
    sizeSmall: 'font-size-small',
    sizeBase: 'font-size-base',
    sizeLarge: 'font-size-large',
    sizeTitle: 'font-size-title',
  },
  space: {
    xs: 'space-xs',
    sm: 'space-sm',
    md: 'space-md',
    lg: 'space-lg',
    xl: 'space-xl',
  },
  radius: {
    sm: 'radius-sm',
    md: 'radius-md',
    lg: 'radius-lg',
  },
  shadow: {
    card: 'shadow-card',
    overlay: 'shadow-overlay',
  },
} as const;

export const vars = createGlobalThemeContract(TOKEN_NAMES, (name) => `_nirmaan-${name}`);

type Tokens = { [Group in keyof typeof TOKEN_NAMES]: { [Token in keyof (typeof TOKEN_NAMES)[Group]]: string } };

/** A theme's values as fallbacks of the public properties: `var(--nirmaan-color-primary, #b4410c)`. */
function overridable(values: Tokens): Tokens {
  const groups = Object.entries(TOKEN_NAMES).map(([group, names]) => [
    group,
    Object.fromEntries(
      Object.entries(names).map(([token, name]) => [token, `var(--nirmaan-${name}, ${(values as Record<string, Record<string, string>>)[group]![token]})`]),
    ),
  ]);
  return Object.fromEntries(groups) as Tokens;
}

/**
 * Fonts, spacing and radii, the same in both themes. Pixels, not rem: inside a partner page rem
 * follows *their* root font size (often 10px), and the widget must look the same everywhere.
 * Browser zoom still scales px. Exported for the foundations pages in Storybook.
 */
export const sharedTokens = {
  font: {
    // Kannada, Tamil and Devanagari first: its faces cover only those letters (./indicFonts.ts), so Latin text skips it.
    body: `"${INDIC_FONT_FAMILY}", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif`,
    sizeSmall: '14px',
    sizeBase: '16px',
    sizeLarge: '18px',
    sizeTitle: '24px',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  radius: { sm: '4px', md: '8px', lg: '12px' },
};

export const lightColors = {
  primary: '#b4410c',
  primaryHover: '#923509',
  onPrimary: '#ffffff',
  background: '#f6f5f2',
  surface: '#ffffff',
  surfaceMuted: '#f1efea',
  text: '#1f2328',
  textMuted: '#545b64',
  border: '#8a8f98',
  focus: '#1d4ed8',
  danger: '#b42318',
  onDanger: '#ffffff',
  dangerSurface: '#fdecea',
  success: '#1b6b34',
  successSurface: '#e6f4ea',
  warning: '#7a4b00',
  warningSurface: '#fff4d6',
  info: '#1d4ed8',
  infoSurface: '#e8efff',
  purple: '#6b21a8',
  purpleSurface: '#f3e8ff',
};

export const darkColors = {
  primary: '#f59e5b',
  primaryHover: '#f8b27c',
  onPrimary: '#1a1200',
  background: '#121417',
  surface: '#1b1e23',
  surfaceMuted: '#252930',
  text: '#eceef1',
  textMuted: '#b3b9c2',
  border: '#737b86',
  focus: '#93b4ff',
  danger: '#ff8a80',
  onDanger: '#2a0a06',
  dangerSurface: '#3a1714',
  success: '#7ddc98',
  successSurface: '#14301d',
  warning: '#ffd27a',
  warningSurface: '#35290c',
  info: '#93b4ff',
  infoSurface: '#17233d',
  purple: '#d8b4fe',
  purpleSurface: '#2e1a47',
};

/** Elevation: a card lifted off the page, and an overlay (dialog, menu, toast) above everything. */
export const lightShadows = { card: '0 1px 3px rgba(0,0,0,0.12)', overlay: '0 12px 40px rgba(0,0,0,0.25)' };
export const darkShadows = { card: '0 1px 3px rgba(0,0,0,0.6)', overlay: '0 12px 40px rgba(0,0,0,0.7)' };

/** Light is the default, in a document (:root) and inside every widget's shadow root (:host). */
createGlobalTheme(
  ':root, :host',
  vars,
  overridable({
    ...sharedTokens,
    color: lightColors,
    shadow: lightShadows,
  }),
);

/**
 * Dark: `data-nirmaan-theme="dark"` on any ancestor in a document, or `theme="dark"` on a widget
 * element. Only colours and shadows differ; the rest comes from the light rule above.
 */
const dark = overridable({ ...sharedTokens, color: darkColors, shadow: darkShadows });
globalStyle('[data-nirmaan-theme="dark"], :host([theme="dark"])', {
  vars: { ...assignVars(vars.color, dark.color), ...assignVars(vars.shadow, dark.shadow) },
});

/**
 * A widget's box: resets everything a host page's CSS could have made it inherit (font, colour,
 * line height, letter spacing...), so the widget looks the same on any page.
 */
export const widgetRootClass = 'nirmaan-widget';

globalStyle(`.${widgetRootClass}`, {
  all: 'initial',
  display: 'block',
  boxSizing: 'border-box',
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBase,
  lineHeight: 1.5,
  color: vars.color.text,
  textAlign: 'start',
});

globalStyle(`.${widgetRootClass} *, .${widgetRootClass} *::before, .${widgetRootClass} *::after`, {
  boxSizing: 'border-box',
});

globalStyle(':host', {
  all: 'initial',
  display: 'block',
});

/**
 * An element given a theme of its own paints that theme's background: a dark widget on a partner's
 * light page (or a light one on a dark page) keeps its text readable. Without one it blends into
 * the page. `--nirmaan-color-background` on the element sets the colour.
 */
globalStyle(':host([theme])', {
  backgroundColor: vars.color.background,
});
