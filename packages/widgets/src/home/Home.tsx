import { countedFigures, siteUrl, type Product } from '@nirmaan/core';
import { Button, buttonStyles, Link } from '@nirmaan/ui';
import { useCallback, useState } from 'react';
import { CalculatorTeaser } from './CalculatorTeaser.tsx';
import { CategoryGrid } from './CategoryGrid.tsx';
import { DeferredMaterialCalculatorDialog, preloadMaterialCalculatorDialog } from '../material-calculator/DeferredMaterialCalculatorDialog.tsx';
import { DeferredQuoteRequestDialog } from '../quote/DeferredQuoteRequestDialog.tsx';
import { DeferredCompareModal, preloadCompareModal } from './DeferredCompareModal.tsx';
import { FeaturedProducts } from './FeaturedProducts.tsx';
import { FeatureTiles } from './FeatureTiles.tsx';
import { HomeBanner } from './HomeBanner.tsx';
import { useSiteInfo } from '../data-shared/useSiteInfo.ts';
import { HOME_PROMISES } from './homeContent.ts';
import { Testimonials } from './Testimonials.tsx';
import * as styles from './home.css.ts';

/** The home page (spec storefront §2 "Home"). */
export function Home() {
  const [compareOpen, setCompareOpen] = useState(false);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [materialOpen, setMaterialOpen] = useState(false);
  const [featured, setFeatured] = useState<Product[]>([]);
  const rememberFeatured = useCallback((products: Product[]) => setFeatured(products), []);
  const site = useSiteInfo().value;
  const testimonials = site?.company.testimonials ?? [];

  return (
    <div className={styles.root}>
      <section className={styles.section} aria-labelledby="home-hero-title">
        <h1 id="home-hero-title" className={styles.heroTitle}>
          Construction materials at the best landed price
        </h1>
        <p className={styles.muted}>
          Compare cement, steel, sand, bricks and more from verified suppliers in Bangalore, Chennai and Coimbatore. See the delivery charge before you order,
          and pay cash on delivery.
        </p>
        <div className={styles.actions}>
          <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/products')}>
            Browse Products
          </Link>
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            onClick={() => setCompareOpen(true)}
            onPointerEnter={preloadCompareModal}
            onFocus={preloadCompareModal}
          >
            Compare Prices
          </Button>
        </div>
      </section>
      <HomeBanner />
      <FeatureTiles onOpen={(tile) => (tile === 'compare' ? setCompareOpen(true) : setQuoteOpen(true))} />
      <section className={styles.section} aria-labelledby="home-categories">
        <div className={styles.sectionHeader}>
          <h2 id="home-categories" className={styles.sectionTitle}>
            Shop by category
          </h2>
          <Link href={siteUrl('/products')}>All products</Link>
        </div>
        <CategoryGrid />
      </section>
      <section className={styles.section} aria-labelledby="home-products">
        <h2 id="home-products" className={styles.sectionTitle}>
          Popular products
        </h2>
        <FeaturedProducts onLoaded={rememberFeatured} />
      </section>
      <section aria-label="Nirmaan in numbers">
        <ul className={styles.trust}>
          {[...countedFigures(site?.figures ?? null), ...HOME_PROMISES].map((figure) => (
            <li key={figure.label}>
              <strong className={styles.trustValue}>{figure.value}</strong>
              {figure.label}
            </li>
          ))}
        </ul>
      </section>
      <CalculatorTeaser>
        <Button
          aria-haspopup="dialog"
          onClick={() => setMaterialOpen(true)}
          onPointerEnter={preloadMaterialCalculatorDialog}
          onFocus={preloadMaterialCalculatorDialog}
        >
          Material Calculator
        </Button>
      </CalculatorTeaser>
      {testimonials.length > 0 && (
        <section className={styles.section} aria-labelledby="home-testimonials">
          <h2 id="home-testimonials" className={styles.sectionTitle}>
            What builders say
          </h2>
          <Testimonials testimonials={testimonials} />
        </section>
      )}
      <section className={styles.cta} aria-labelledby="home-signup">
        <h2 id="home-signup" className={styles.sectionTitle}>
          Start buying smarter today
        </h2>
        <p className={styles.muted}>Create a free account to order with cash on delivery and track every order.</p>
        <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/register')}>
          Sign up free
        </Link>
      </section>
      {/* The dialogs' code is fetched when one first opens: the page itself does not need it. */}
      <DeferredQuoteRequestDialog open={quoteOpen} onOpenChange={setQuoteOpen} />
      <DeferredMaterialCalculatorDialog open={materialOpen} onOpenChange={setMaterialOpen} />
      {compareOpen && <DeferredCompareModal open onOpenChange={setCompareOpen} initialProducts={featured.slice(0, 2)} />}
    </div>
  );
}
