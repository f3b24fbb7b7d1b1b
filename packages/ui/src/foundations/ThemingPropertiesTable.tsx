import * as styles from './foundations.css.ts';
import { themeProperties } from './themeProperties.ts';
import { TokenTable } from './TokenTable.tsx';

const KIND_LABEL = { colour: 'Colour', length: 'Length', font: 'Font family', shadow: 'Box shadow' } as const;

/** Every public `--nirmaan-*` property a partner page may set, with its default in each theme. */
export function ThemingPropertiesTable() {
  return (
    <TokenTable
      caption="Theming properties"
      headers={['Property', 'Value', 'Light default', 'Dark default']}
      rows={themeProperties().map((property) => ({
        key: property.name,
        cells: [
          <code className={styles.code}>{property.name}</code>,
          KIND_LABEL[property.kind],
          <code className={styles.code}>{property.light}</code>,
          property.dark === property.light ? 'same' : <code className={styles.code}>{property.dark}</code>,
        ],
      }))}
    />
  );
}
