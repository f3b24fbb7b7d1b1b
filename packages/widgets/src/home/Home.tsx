import { localeFormat, siteUrl, type Product } from '@nirmaan/core';
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
import { homeFigures } from './homeFigures.ts';
import { homeCatalogue } from './homeMessages.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
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
  const { messages, locale } = useMessages(homeCatalogue);

  return (
    <div className={styles.root} lang={locale}>
      <section className={styles.section} aria-labelledby="home-hero-title">
        <h1 id="home-hero-title" className={styles.heroTitle}>
          {messages['hero.title']()}
        </h1>
        <p className={styles.muted}>{messages['hero.text']()}</p>
        <div className={styles.actions}>
          <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/products')}>
            {messages['hero.browse']()}
          </Link>
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            onClick={() => setCompareOpen(true)}
            onPointerEnter={preloadCompareModal}
            onFocus={preloadCompareModal}
          >
            {messages['hero.compare']()}
          </Button>
        </div>
      </section>
      <HomeBanner />
      <FeatureTiles onOpen={(tile) => (tile === 'compare' ? setCompareOpen(true) : setQuoteOpen(true))} />
      <section className={styles.section} aria-labelledby="home-categories">
        <div className={styles.sectionHeader}>
          <h2 id="home-categories" className={styles.sectionTitle}>
            {messages['categories.title']()}
          </h2>
          <Link href={siteUrl('/products')}>{messages['categories.all']()}</Link>
        </div>
        <CategoryGrid />
      </section>
      <section className={styles.section} aria-labelledby="home-products">
        <h2 id="home-products" className={styles.sectionTitle}>
          {messages['products.title']()}
        </h2>
        <FeaturedProducts onLoaded={rememberFeatured} />
      </section>
      <section aria-label={messages['figures.label']()}>
        <ul className={styles.trust}>
          {homeFigures(site?.figures ?? null, messages, localeFormat(locale)).map((figure) => (
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
          {messages['teaser.material']()}
        </Button>
      </CalculatorTeaser>
      {testimonials.length > 0 && (
        <section className={styles.section} aria-labelledby="home-testimonials">
          <h2 id="home-testimonials" className={styles.sectionTitle}>
            {messages['testimonials.title']()}
          </h2>
          <Testimonials testimonials={testimonials} />
        </section>
      )}
      <section className={styles.cta} aria-labelledby="home-signup">
        <h2 id="home-signup" className={styles.sectionTitle}>
          {messages['signup.title']()}
        </h2>
        <p className={styles.muted}>{messages['signup.text']()}</p>
        <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/register')}>
          {messages['signup.action']()}
        </Link>
      </section>
      {/* The dialogs' code is fetched when one first opens: the page itself does not need it. */}
      <DeferredQuoteRequestDialog open={quoteOpen} onOpenChange={setQuoteOpen} loadingLabel={messages['opening.quote']()} />
      <DeferredMaterialCalculatorDialog open={materialOpen} onOpenChange={setMaterialOpen} loadingLabel={messages['opening.materialCalculator']()} />
      {compareOpen && <DeferredCompareModal open onOpenChange={setCompareOpen} initialProducts={featured.slice(0, 2)} />}
    </div>
  );
}
