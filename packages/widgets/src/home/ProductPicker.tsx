import { productTitle, type CatalogueApi, type Product } from '@nirmaan/core';
import { Button, Spinner, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { homeCatalogue } from './homeMessages.ts';
import * as styles from './home.css.ts';

export interface ProductPickerProps {
  api: Pick<CatalogueApi, 'listProducts'>;
  onPick: (product: Product) => void;
  disabled?: boolean;
}

type Found = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; products: Product[] } | { status: 'failed' };

/** Find a product by name and add it: the compare modal's search. */
export function ProductPicker({ api, onPick, disabled = false }: ProductPickerProps) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found>({ status: 'idle' });
  const { messages } = useMessages(homeCatalogue);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    setFound({ status: 'loading' });
    try {
      const page = await api.listProducts({ search: query, limit: 5 });
      setFound({ status: 'ready', products: page.items });
    } catch {
      setFound({ status: 'failed' });
    }
  };

  return (
    <div className={styles.section}>
      <form className={styles.pickerForm} onSubmit={(event) => void search(event)} role="search" aria-label={messages['picker.label']()}>
        <TextField type="search" label={messages['picker.field']()} value={text} onValueChange={setText} placeholder={messages['picker.placeholder']()} />
        <Button type="submit" variant="secondary">
          {messages['picker.find']()}
        </Button>
      </form>
      {found.status === 'loading' && <Spinner size="small" label={messages['picker.searching']()} />}
      {found.status === 'failed' && <p className={styles.muted}>{messages['picker.failed']()}</p>}
      {found.status === 'ready' && found.products.length === 0 && <p className={styles.muted}>{messages['picker.none']()}</p>}
      {found.status === 'ready' && found.products.length > 0 && (
        <ul className={styles.chosenList} aria-label={messages['picker.results']()}>
          {found.products.map((product) => (
            <li key={product.id}>
              <Button size="small" variant="secondary" disabled={disabled} onClick={() => onPick(product)}>
                {messages['picker.add']({ title: productTitle(product) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
