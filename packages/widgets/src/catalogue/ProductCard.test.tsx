import type { ProductImage } from '@nirmaan/core';
import { aProduct } from '@nirmaan/core/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './ProductCard.tsx';

const PHOTO: ProductImage = {
  id: 3,
  alt: 'Illustration of UltraTech OPC 53 Grade Cement',
  width: 960,
  height: 720,
  src: '/api/v1/images/b.jpg',
  srcset: '/api/v1/images/a.jpg 320w, /api/v1/images/b.jpg 640w',
  sources: [
    { type: 'image/avif', srcset: '/api/v1/images/a.avif 320w' },
    { type: 'image/webp', srcset: '/api/v1/images/a.webp 320w' },
  ],
};

describe('ProductCard', () => {
  it('leads with the photo and the product’s name, then the SKU', () => {
    render(<ProductCard product={aProduct({ images: [PHOTO] })} />);
    const card = screen.getByRole('article', { name: 'UltraTech OPC 53 Grade Cement' });
    const img = within(card).getByRole('img', { name: PHOTO.alt });
    expect(img).toHaveAttribute('srcset', PHOTO.srcset);
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('loading', 'lazy');
    const text = card.textContent ?? '';
    expect(text.indexOf('UltraTech OPC 53 Grade Cement')).toBeLessThan(text.indexOf('SKU: CEM-ULT-OPC53'));
  });

  it('shows the name’s letter in place of a photo when the product has none', () => {
    render(<ProductCard product={aProduct({ images: [] })} />);
    expect(screen.getByRole('img', { name: 'UltraTech OPC 53 Grade Cement' })).toHaveTextContent('U');
  });
});
