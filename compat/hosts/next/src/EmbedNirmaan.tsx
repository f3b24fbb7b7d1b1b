'use client';
import { useEffect } from 'react';
import { embedNirmaan } from '../../shared/embedNirmaan';

/** Once per page load: React's StrictMode runs a component's effects twice in development. */
let embedded = false;

/**
 * Defines the elements once the page has hydrated (`location` is the browser's): `?via=npm` from the
 * installed npm package (./nirmaan.ts, a chunk of its own), otherwise the loader's script tag.
 */
export function EmbedNirmaan(): null {
  useEffect(() => {
    if (embedded) return;
    embedded = true;
    embedNirmaan(process.env.NEXT_PUBLIC_NIRMAAN_HOST, () => import('./nirmaan'));
  }, []);
  return null;
}
