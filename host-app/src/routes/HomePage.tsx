import { TOOL_LINKS } from '@nirmaan/widgets';
import { Link } from 'react-router';
import * as styles from '../layout.css.ts';

export function HomePage() {
  return (
    <>
      <title>Nirmaan — construction materials marketplace</title>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.heroTitle}>
          Construction materials at the best landed price
        </h1>
        <p className={styles.lead}>
          Compare cement, steel, sand and more from verified suppliers in Bangalore, Chennai and Coimbatore, and plan your build with free
          calculators.
        </p>
      </section>
      <h2 className={styles.sectionTitle}>Free tools for builders</h2>
      <ul className={styles.toolGrid}>
        {TOOL_LINKS.map((tool) => (
          <li key={tool.href}>
            <Link className={styles.toolCard} to={tool.href}>
              {tool.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
