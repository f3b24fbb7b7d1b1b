import { BREAKPOINTS } from '../theme/breakpoints.ts';
import { darkShadows, lightShadows, sharedTokens, TOKEN_NAMES } from '../theme/tokens.css.ts';
import * as styles from './foundations.css.ts';
import { TokenTable } from './TokenTable.tsx';

/** A token's name in `vars` above its public property, e.g. `vars.space.md` and `--nirmaan-space-md`. */
const nameCell = (group: keyof typeof TOKEN_NAMES, token: string) => (
  <span className={styles.stack}>
    <code className={styles.code}>{`vars.${group}.${token}`}</code>
    <code className={styles.code}>{`--nirmaan-${(TOKEN_NAMES[group] as Record<string, string>)[token]}`}</code>
  </span>
);

/** The font sizes, each shown at its size in the widgets' font. */
export function TypeScaleTable() {
  const sizes = Object.entries(sharedTokens.font).filter(([token]) => token !== 'body');
  return (
    <TokenTable
      caption="Font sizes"
      headers={['Token and property', 'Value', 'Sample']}
      rows={sizes.map(([token, value]) => ({
        key: token,
        cells: [
          nameCell('font', token),
          <code className={styles.code}>{value}</code>,
          <span style={{ fontFamily: sharedTokens.font.body, fontSize: value, lineHeight: 1.5 }}>Cement 53 grade, ₹4,20,000</span>,
        ],
      }))}
    />
  );
}

/** The spacing steps, each drawn as a bar of its length. */
export function SpacingTable() {
  return (
    <TokenTable
      caption="Spacing"
      headers={['Token and property', 'Value', 'Length']}
      rows={Object.entries(sharedTokens.space).map(([token, value]) => ({
        key: token,
        cells: [nameCell('space', token), <code className={styles.code}>{value}</code>, <span className={styles.bar} style={{ width: value }} />],
      }))}
    />
  );
}

/** The corner radii, each drawn on a box. */
export function RadiusTable() {
  return (
    <TokenTable
      caption="Corner radii"
      headers={['Token and property', 'Value', 'Shape']}
      rows={Object.entries(sharedTokens.radius).map(([token, value]) => ({
        key: token,
        cells: [
          nameCell('radius', token),
          <code className={styles.code}>{value}</code>,
          <span className={styles.box} style={{ borderRadius: value, height: '40px', width: '80px' }} aria-hidden="true" />,
        ],
      }))}
    />
  );
}

/** The two elevations, drawn on the light and the dark theme's background. */
export function ElevationTable() {
  return (
    <TokenTable
      caption="Elevation (shadows)"
      headers={['Token and property', 'Light', 'Dark']}
      rows={(Object.keys(lightShadows) as Array<keyof typeof lightShadows>).map((token) => ({
        key: token,
        cells: [
          nameCell('shadow', token),
          <span>
            <span className={styles.box} style={{ boxShadow: lightShadows[token], border: 'none', height: '40px', width: '80px' }} aria-hidden="true" />
            <code className={styles.code}>{lightShadows[token]}</code>
          </span>,
          <code className={styles.code}>{darkShadows[token]}</code>,
        ],
      }))}
    />
  );
}

/** The window widths at which layouts change (theme/breakpoints.ts). */
export function BreakpointTable() {
  return (
    <TokenTable
      caption="Breakpoints"
      headers={['Name', 'From', 'Media query', 'What changes']}
      rows={Object.values(BREAKPOINTS).map((breakpoint) => ({
        key: breakpoint.name,
        cells: [
          <code className={styles.code}>{breakpoint.name}</code>,
          `${breakpoint.minWidth} px`,
          <code className={styles.code}>{`(min-width: ${breakpoint.minWidth}px)`}</code>,
          breakpoint.description,
        ],
      }))}
    />
  );
}
