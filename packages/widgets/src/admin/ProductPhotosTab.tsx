import { adminProductImageApi, catalogueApi, errorDetail, productTitle, type Product } from '@nirmaan/core';
import { Alert, Button, Spinner, TextField } from '@nirmaan/ui';
import { useState, type FormEvent } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import { ProductPhotoManager } from '../dashboard-shared/ProductPhotoManager.tsx';
import * as photoStyles from '../dashboard-shared/productPhotos.css.ts';

type Search = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; products: Product[] };

/** Photos: find a catalogue product by name or SKU, then add, order and remove its photos (the storefront shows them at once). */
export function ProductPhotosTab() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const [chosen, setChosen] = useState<Product | null>(null);

  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ status: 'loading' });
    catalogueApi.listProducts({ search: text.trim() || undefined, limit: 10 }).then(
      (page) => setSearch({ status: 'ready', products: page.items }),
      (failure: unknown) => setSearch({ status: 'failed', error: errorDetail(failure, 'The products could not be loaded.') }),
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="product-photos-title">
      <h2 id="product-photos-title" className={styles.heading}>
        Product photos
      </h2>
      <form className={formStyles.form} onSubmit={find} role="search" aria-label="Find a product">
        <TextField label="Product name or SKU" value={text} onValueChange={setText} maxLength={200} />
        <span>
          <Button type="submit" variant="secondary">
            Find products
          </Button>
        </span>
      </form>
      {search.status === 'loading' && <Spinner label="Finding products" />}
      {search.status === 'failed' && <Alert tone="error">{search.error}</Alert>}
      {search.status === 'ready' && search.products.length === 0 && <p>No product matches "{text.trim()}".</p>}
      {search.status === 'ready' && search.products.length > 0 && (
        <ul className={photoStyles.results} aria-label="Products found">
          {search.products.map((product) => (
            <li key={product.id} className={photoStyles.result}>
              <span>
                {productTitle(product)} <span className={styles.muted}>({product.images.length} photos)</span>
              </span>
              <Button
                size="small"
                variant={chosen?.id === product.id ? 'primary' : 'secondary'}
                onClick={() => setChosen(product)}
                aria-pressed={chosen?.id === product.id}
              >
                Photos of {productTitle(product)}
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
