import { darkColors, lightColors, TOKEN_NAMES } from '../theme/tokens.css.ts';
import { COLOUR_PAIRS, type ColourToken } from './colourPairs.ts';
import { contrastLevel, contrastRatio, formatRatio, type ContrastUse } from './contrast.ts';
import * as styles from './foundations.css.ts';
import { TokenTable } from './TokenTable.tsx';

const THEMES = { light: lightColors, dark: darkColors } as const;

/** A colour's swatch and its value, e.g. for `primary` in the dark theme. */
function Swatch({ colour }: { colour: string }) {
  return (
    <span className={styles.stack}>
      <span className={styles.swatch} style={{ background: colour }} aria-hidden="true" />
      <code className={styles.code}>{colour}</code>
    </span>
  );
}

/** A pair's contrast in one theme: a sample, the computed ratio and the WCAG level it reaches. */
function PairContrast({
  theme,
  foreground,
  background,
  use,
}: {
  theme: keyof typeof THEMES;
  foreground: ColourToken;
  background: ColourToken;
  use: ContrastUse;
}) {
  const colours = THEMES[theme];
  const ratio = contrastRatio(colours[foreground], colours[background]);
  const level = contrastLevel(ratio, use);
  return (
    <span className={styles.stack}>
      {use === 'text' ? (
        <span
          className={styles.pairSample}
          style={{ color: colours[foreground], background: colours[background], borderColor: colours[foreground] }}
          aria-hidden="true"
        >
          Aa ₹
        </span>
      ) : (
        // An outline or a focus ring is a line, not text: drawn as one, inside a box of the background colour.
        <span
          className={styles.pairSample}
          style={{ background: colours[background], boxShadow: `inset 0 0 0 2px ${colours[foreground]}`, width: '56px', height: '30px' }}
          aria-hidden="true"
        />
      )}
      <span>
        {formatRatio(ratio)} <span className={level === 'fails' ? styles.fails : undefined}>{level === 'fails' ? 'fails AA' : level}</span>
      </span>
    </span>
  );
}

/** Every colour token with its `--nirmaan-*` property and its value in the light and dark themes. */
export function ColourTokenTable() {
  const names = Object.keys(lightColors) as ColourToken[];
  return (
    <TokenTable
      caption="Colour tokens in the light and dark themes"
      headers={['Token and property', 'Light', 'Dark']}
      rows={names.map((name) => ({
        key: name,
        cells: [
          <span className={styles.stack}>
            <code className={styles.code}>{`vars.color.${name}`}</code>
            <code className={styles.code}>{`--nirmaan-${TOKEN_NAMES.color[name]}`}</code>
          </span>,
          <Swatch colour={lightColors[name]} />,
          <Swatch colour={darkColors[name]} />,
        ],
      }))}
    />
  );
}

/**
 * The contrast of every colour pair the widgets draw, computed from the token values: text needs
 * 4.5:1 (WCAG 1.4.3), outlines and focus rings 3:1 (1.4.11).
 */
export function ContrastTable() {
  return (
    <TokenTable
      caption="Contrast of the colour pairs the widgets draw"
      headers={['Colour on background', 'Light', 'Dark']}
      rows={COLOUR_PAIRS.map((pair) => ({
        key: `${pair.foreground}-${pair.background}`,
        cells: [
          <span className={styles.stack}>
            <code className={styles.code}>{`${pair.foreground} on ${pair.background}`}</code>
            <span>
              {pair.example}; needs {pair.use === 'text' ? '4.5:1 (text)' : '3:1 (control)'}
            </span>
          </span>,
          <PairContrast theme="light" {...pair} />,
          <PairContrast theme="dark" {...pair} />,
        ],
      }))}
    />
  );
}
