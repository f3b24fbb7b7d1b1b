import { useId, useState } from 'react';
import * as styles from './themeEditor.css.ts';
import { isSafeCssValue, previewStyle, themeOverridesCss, themeProperties, type ThemeProperty } from './themeProperties.ts';
import { ThemePreview } from './ThemePreview.tsx';

type Theme = 'light' | 'dark';

/** Every `--nirmaan-*` property, with both themes' defaults (fixed at build time). */
const properties = themeProperties();

/** One property's input: a colour picker for colours, a text box for lengths, fonts and shadows. */
function PropertyInput({
  property,
  theme,
  value,
  onChange,
}: {
  property: ThemeProperty;
  theme: Theme;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const shown = value ?? property[theme];
  const invalid = value !== undefined && !isSafeCssValue(value);
  return (
    <div className={styles.property}>
      <label htmlFor={id} className={styles.propertyName}>
        {property.name}
      </label>
      <input
        id={id}
        className={property.kind === 'colour' ? styles.colourInput : styles.textInput}
        type={property.kind === 'colour' ? 'color' : 'text'}
        value={shown}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        spellCheck={false}
      />
      {invalid && (
        <span id={`${id}-error`} className={styles.error}>
          Enter a CSS value without ; {'{'} {'}'} &lt; or &gt;.
        </span>
      )}
    </div>
  );
}

/** Copies the CSS to the clipboard and says whether it could. */
function CopyCss({ css }: { css: string }) {
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(css);
      setStatus('Copied.');
    } catch {
      setStatus('This browser did not allow copying: select the text above and copy it.');
    }
  };
  return (
    <div className={styles.copyRow}>
      <button type="button" className={styles.copyButton} onClick={() => void copy()} disabled={css === ''}>
        Copy CSS
      </button>
      <span role="status">{status}</span>
    </div>
  );
}

/**
 * The live theme editor of the foundations pages: every `--nirmaan-*` property as an input, every
 * UI primitive themed by the changes as they are made, and the CSS of the changes to copy into a
 * partner page.
 */
export function ThemeEditor() {
  const [theme, setTheme] = useState<Theme>('light');
  const [changes, setChanges] = useState<ReadonlyArray<readonly [string, string]>>([]);
  const changed = new Map(changes);
  const change = (name: string, value: string) => setChanges((previous) => [...previous.filter(([other]) => other !== name), [name, value]]);
  const css = themeOverridesCss(changes, theme === 'dark' ? '[data-nirmaan-theme="dark"], [theme="dark"]' : ':root');
  const groups = [...new Set(properties.map((property) => property.token.split('.')[0]!))];
  return (
    <div className={styles.editor}>
      <div className={styles.controls}>
        <fieldset className={styles.fieldset}>
          <legend>Theme</legend>
          {(['light', 'dark'] as const).map((option) => (
            <label key={option} className={styles.radio}>
              <input type="radio" name="theme-editor-theme" checked={theme === option} onChange={() => setTheme(option)} />{' '}
              {option === 'light' ? 'Light' : 'Dark'}
            </label>
          ))}
        </fieldset>
        {groups.map((group) => (
          <fieldset key={group} className={styles.fieldset}>
            <legend>
              {group === 'color' ? 'Colours' : group === 'font' ? 'Fonts' : group === 'space' ? 'Spacing' : group === 'radius' ? 'Radii' : 'Shadows'}
            </legend>
            {properties
              .filter((property) => property.token.startsWith(`${group}.`))
              .map((property) => (
                <PropertyInput
                  key={property.name}
                  property={property}
                  theme={theme}
                  value={changed.get(property.name)}
                  onChange={(value) => change(property.name, value)}
                />
              ))}
          </fieldset>
        ))}
        <button type="button" className={styles.copyButton} onClick={() => setChanges([])} disabled={changes.length === 0}>
          Reset all
        </button>
      </div>
      <div className={styles.output}>
        <ThemePreview theme={theme} style={previewStyle(changes)} />
        <h3>Your changes as CSS</h3>
        <pre className={styles.css} aria-label="CSS of the changed properties">
          {css || 'Change a property above: its CSS appears here.'}
        </pre>
        <CopyCss css={css} />
      </div>
    </div>
  );
}
