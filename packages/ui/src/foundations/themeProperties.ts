import { darkColors, darkShadows, lightColors, lightShadows, sharedTokens, TOKEN_NAMES } from '../theme/tokens.css.ts';

/** The kind of value a theming property takes, which sets the editor's input. */
export type ThemePropertyKind = 'colour' | 'length' | 'font' | 'shadow';

/** One public `--nirmaan-*` property a partner page may set, with the theme's own values. */
export interface ThemeProperty {
  /** `--nirmaan-color-primary` */
  name: string;
  /** Its group and token in `vars`: `color.primary`. */
  token: string;
  kind: ThemePropertyKind;
  light: string;
  dark: string;
}

const KIND_OF_GROUP: Record<keyof typeof TOKEN_NAMES, ThemePropertyKind> = {
  color: 'colour',
  font: 'font',
  space: 'length',
  radius: 'length',
  shadow: 'shadow',
};

/** The value of a token in one theme: only colours and shadows differ between light and dark. */
function valueOf(group: keyof typeof TOKEN_NAMES, token: string, theme: 'light' | 'dark'): string {
  if (group === 'color') return (theme === 'light' ? lightColors : darkColors)[token as keyof typeof lightColors];
  if (group === 'shadow') return (theme === 'light' ? lightShadows : darkShadows)[token as keyof typeof lightShadows];
  return (sharedTokens[group] as Record<string, string>)[token]!;
}

/**
 * Every `--nirmaan-*` property, read from the theme's own token names and values (tokens.css.ts),
 * so the theming table and the theme editor list exactly what the widgets read.
 */
export function themeProperties(): ThemeProperty[] {
  return (Object.keys(TOKEN_NAMES) as Array<keyof typeof TOKEN_NAMES>).flatMap((group) =>
    Object.entries(TOKEN_NAMES[group]).map(([token, name]) => {
      // A font size is a length; the font family is the one font value.
      const kind = group === 'font' && token !== 'body' ? 'length' : KIND_OF_GROUP[group];
      return { name: `--nirmaan-${name}`, token: `${group}.${token}`, kind, light: valueOf(group, token, 'light'), dark: valueOf(group, token, 'dark') };
    }),
  );
}

/**
 * Whether a value can stand in a CSS declaration as typed: no character that would end the
 * declaration or the rule (`;`, braces) or open markup, so the copied CSS stays one valid rule.
 */
export function isSafeCssValue(value: string): boolean {
  return value.trim() !== '' && !/[;{}<>]/.test(value);
}

/**
 * The CSS a partner pastes to apply the changed properties: one rule for `selector` with each
 * changed property, in the order given; an empty string when nothing changed.
 */
export function themeOverridesCss(changes: ReadonlyArray<readonly [name: string, value: string]>, selector = ':root'): string {
  const declarations = changes.filter(([, value]) => isSafeCssValue(value)).map(([name, value]) => `  ${name}: ${value.trim()};`);
  return declarations.length === 0 ? '' : `${selector} {\n${declarations.join('\n')}\n}\n`;
}

/**
 * The inline style that applies changed properties to a preview inside a document: each public
 * property, and the private `--_nirmaan-*` one the styles read. In a document the theme resolves
 * the public properties once, at :root (a widget's shadow root does it again at its :host), so a
 * preview box must set the private ones itself. Unsafe values are left out.
 */
export function previewStyle(changes: ReadonlyArray<readonly [name: string, value: string]>): Record<string, string> {
  return Object.fromEntries(
    changes
      .filter(([, value]) => isSafeCssValue(value))
      .flatMap(([name, value]) => [
        [name, value.trim()],
        [name.replace(/^--nirmaan-/, '--_nirmaan-'), value.trim()],
      ]),
  );
}
