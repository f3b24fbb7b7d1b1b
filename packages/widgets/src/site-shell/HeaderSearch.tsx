import { siteUrl } from '@nirmaan/core';
import { Button, useNavigateTo, visuallyHidden } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import * as styles from './siteShell.css.ts';

/** The product search box; an empty search is not submitted (spec section 5). */
export function HeaderSearch({ className }: { className?: string }) {
  const [text, setText] = useState('');
  const navigate = useNavigateTo();
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(siteUrl(`/products?search=${encodeURIComponent(query)}`));
  };

  return (
    <form role="search" className={className ? `${styles.search} ${className}` : styles.search} onSubmit={submit}>
      <label htmlFor={inputId} className={visuallyHidden}>
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.searchInput}
        placeholder="Search cement, TMT bars, bricks..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
      <Button type="submit" variant="primary">
        Search
      </Button>
    </form>
  );
}
