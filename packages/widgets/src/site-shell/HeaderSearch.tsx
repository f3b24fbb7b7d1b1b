import { siteUrl } from '@nirmaan/core';
import { Button, TextField, useNavigateTo } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import * as styles from './siteShell.css.ts';

/** The product search box; an empty search is not submitted (spec section 5). */
export function HeaderSearch({ className }: { className?: string }) {
  const [text, setText] = useState('');
  const navigate = useNavigateTo();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(siteUrl(`/products?search=${encodeURIComponent(query)}`));
  };

  return (
    <form role="search" className={className ? `${styles.search} ${className}` : styles.search} onSubmit={submit}>
      <TextField
        type="search"
        label="Search products"
        hideLabel
        className={styles.searchField}
        placeholder="Search cement, TMT bars, bricks..."
        value={text}
        onValueChange={setText}
        autoComplete="off"
      />
      <Button type="submit" variant="primary">
        Search
      </Button>
    </form>
  );
}
