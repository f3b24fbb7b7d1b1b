import { $config, type ProductImage } from '@nirmaan/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductPhoto } from './ProductPhoto.tsx';

const PHOTO: ProductImage = {
  id: 7,
  alt: 'A 50 kg bag of OPC 53 cement',
  width: 960,
  height: 720,
  src: '/api/v1/images/c.jpg',
  srcset: '/api/v1/images/a.jpg 160w, /api/v1/images/c.jpg 640w',
  sources: [
    { type: 'image/avif', srcset: '/api/v1/images/a.avif 160w, /api/v1/images/c.avif 640w' },
    { type: 'image/webp', srcset: '/api/v1/images/a.webp 160w, /api/v1/images/c.webp 640w' },
  ],
};

const DEFAULT_CONFIG = $config.get();
afterEach(() => $config.set({ ...DEFAULT_CONFIG }));

describe('ProductPhoto', () => {
  it('offers AVIF, WebP and JPEG at every width, with the photo’s size held, its alt text, and lazy loading', () => {
    const { container } = render(<ProductPhoto image={PHOTO} name="UltraTech Cement" sizes="(min-width: 860px) 25vw, 100vw" />);
    const img = screen.getByRole('img', { name: 'A 50 kg bag of OPC 53 cement' });
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('src', '/api/v1/images/c.jpg');
    expect(img).toHaveAttribute('srcset', PHOTO.srcset);
    expect(img).toHaveAttribute('sizes', '(min-width: 860px) 25vw, 100vw');
    expect(img).toHaveAttribute('loading', 'lazy');
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', PHOTO.sources[0]!.srcset, '(min-width: 860px) 25vw, 100vw'],
      ['image/webp', PHOTO.sources[1]!.srcset, '(min-width: 860px) 25vw, 100vw'],
    ]);
  });

  it('loads at once above the fold, and from the API’s origin on a partner’s page', () => {
    $config.set({ ...DEFAULT_CONFIG, apiBase: 'https://nirmaan.example.in/api/v1' });
    render(<ProductPhoto image={PHOTO} name="UltraTech Cement" sizes="100vw" eager />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('src', 'https://nirmaan.example.in/api/v1/images/c.jpg');
    expect(img.getAttribute('srcset')).toBe('https://nirmaan.example.in/api/v1/images/a.jpg 160w, https://nirmaan.example.in/api/v1/images/c.jpg 640w');
  });

  it('shows the name’s first letter, named for screen readers, when the product has no photo', () => {
    render(<ProductPhoto image={undefined} name="River Sand" sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'River Sand' })).toHaveTextContent('R');
  });
});
