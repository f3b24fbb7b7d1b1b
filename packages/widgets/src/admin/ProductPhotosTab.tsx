import { adminProductImageApi, catalogueApi, errorDetail, localeFormat, productTitle, type Product } from '@nirmaan/core';
import { Alert, Button, Spinner, TextField } from '@nirmaan/ui';
import { useState, type FormEvent } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import { ProductPhotoManager } from '../dashboard-shared/ProductPhotoManager.tsx';
import * as photoStyles from '../dashboard-shared/productPhotos.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminCatalogue } from './adminMessages.ts';

type Search = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; products: Product[] };

/** Photos: find a catalogue product by name or SKU, then add, order and remove its photos (the storefront shows them at once). */
export function ProductPhotosTab() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const [chosen, setChosen] = useState<Product | null>(null);
  const { messages, locale } = useMessages(adminCatalogue);
  const format = localeFormat(locale);

  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ status: 'loading' });
    catalogueApi.listProducts({ search: text.trim() || undefined, limit: 10 }).then(
      (page) => setSearch({ status: 'ready', products: page.items }),
      (failure: unknown) => setSearch({ status: 'failed', error: errorDetail(failure, messages['photos.loadFailed']()) }),
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="product-photos-title">
      <h2 id="product-photos-title" className={styles.heading}>
        {messages['photos.title']()}
      </h2>
      <form className={formStyles.form} onSubmit={find} role="search" aria-label={messages['photos.find']()}>
        <TextField label={messages['photos.search']()} value={text} onValueChange={setText} maxLength={200} />
        <span>
          <Button type="submit" variant="secondary">
            {messages['photos.findButton']()}
          </Button>
        </span>
      </form>
      {search.status === 'loading' && <Spinner label={messages['photos.finding']()} />}
      {search.status === 'failed' && <Alert tone="error">{search.error}</Alert>}
      {search.status === 'ready' && search.products.length === 0 && <p>{messages['photos.noMatch']({ text: text.trim() })}</p>}
      {search.status === 'ready' && search.products.length > 0 && (
        <ul className={photoStyles.results} aria-label={messages['photos.found']()}>
          {search.products.map((product) => (
            <li key={product.id} className={photoStyles.result}>
              <span>
                {productTitle(product)}{' '}
                <span className={styles.muted}>
                  {messages['photos.count']({ count: product.images.length, countText: format.number(product.images.length) })}
                </span>
              </span>
              <Button
                size="small"
                variant={chosen?.id === product.id ? 'primary' : 'secondary'}
                onClick={() => setChosen(product)}
                aria-pressed={chosen?.id === product.id}
              >
                {messages['photos.of']({ name: productTitle(product) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <section aria-labelledby="chosen-product-title" className={formStyles.form}>
          <h3 id="chosen-product-title" className={styles.subheading}>
            {productTitle(chosen)}
          </h3>
          <ProductPhotoManager key={chosen.id} account="admin" api={adminProductImageApi} productId={chosen.id} productName={productTitle(chosen)} canReorder />
        </section>
      )}
    </section>
  );
}
