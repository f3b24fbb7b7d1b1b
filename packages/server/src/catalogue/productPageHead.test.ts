import { describe, expect, it } from 'vitest';
import { aListing, aProduct } from '@nirmaan/core/testing';
import { DESCRIPTION_MAX_LENGTH, productDescription, productLinkPreview, productPageHead, productStructuredData, truncateText } from './productPageHead.ts';

const seller = (id: number, name: string, city: string | null) => ({ id, name, address: 'Somewhere', phone: null, city });

const listings = [
  aListing({ id: 1, price: 365, stock_quantity: 800, seller_sku: 'BT-53', seller: seller(1, 'Sri Balaji Traders', 'Bangalore') }),
  aListing({ id: 2, price: 372.5, stock_quantity: 20, seller_sku: null, seller: seller(2, 'Chennai Cement House', 'Chennai') }),
  aListing({ id: 3, price: 410, stock_quantity: 0, seller: seller(3, 'Kovai Builders', 'Bangalore') }),
];

describe('productPageHead', () => {
  it('titles the page as the app does', () => {
    expect(productPageHead(aProduct(), listings).title).toBe('UltraTech OPC 53 Grade Cement — Nirmaan');
    expect(productPageHead(aProduct({ display_name: 'UltraTech Cement 53' }), []).title).toBe('UltraTech Cement 53 — Nirmaan');
  });

  it('describes the product with its lowest live price, its number of suppliers and their cities', () => {
    expect(productDescription(aProduct(), listings)).toBe(
      'UltraTech OPC 53 Grade Cement: from ₹365 per bag, 3 suppliers in Bangalore and Chennai. Ordinary Portland Cement, 50 kg bag.',
    );
  });

  it("names the brand when the product's name does not, and says so when nobody offers it", () => {
    expect(productDescription(aProduct({ name: 'OPC 53 Grade Cement', description: null }), [])).toBe(
      'OPC 53 Grade Cement by UltraTech: no supplier lists it at the moment. Compare prices and delivery charges on Nirmaan.',
    );
  });

  it('keeps the description short enough for a search result', () => {
    const description = productDescription(aProduct({ description: 'Strong and durable cement for every kind of work. '.repeat(10) }), listings);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(description).toMatch(/\w…$/);
  });
});

describe('productStructuredData', () => {
  it('is a schema.org Product with brand, sku and one INR offer per listing with its seller and availability', () => {
    expect(productStructuredData(aProduct(), listings)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'UltraTech OPC 53 Grade Cement',
      sku: 'CEM-ULT-OPC53',
      description: 'Ordinary Portland Cement, 50 kg bag.',
      brand: { '@type': 'Brand', name: 'UltraTech' },
      category: 'OPC Cement',
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'INR',
        lowPrice: '365.00',
        highPrice: '410.00',
        offerCount: 3,
        offers: [
          {
            '@type': 'Offer',
            price: '365.00',
            priceCurrency: 'INR',
            availability: 'https://schema.org/InStock',
            sku: 'BT-53',
            seller: { '@type': 'Organization', name: 'Sri Balaji Traders' },
          },
          {
            '@type': 'Offer',
            price: '372.50',
            priceCurrency: 'INR',
            availability: 'https://schema.org/LimitedAvailability',
            seller: { '@type': 'Organization', name: 'Chennai Cement House' },
          },
          {
            '@type': 'Offer',
            price: '410.00',
            priceCurrency: 'INR',
            availability: 'https://schema.org/OutOfStock',
            sku: 'S-1',
            seller: { '@type': 'Organization', name: 'Kovai Builders' },
          },
        ],
      },
    });
  });

  it('leaves out what the product does not have: offers, brand, description; includes its image when it has one', () => {
    const data = productStructuredData(aProduct({ brand: null, description: ' ', image_url: 'https://img.example/c.jpg' }), []);
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('description');
    expect(data).toHaveProperty('image', 'https://img.example/c.jpg');
  });
});

describe('productLinkPreview', () => {
  const photo = {
    id: 7,
    alt: 'A 50 kg bag of UltraTech OPC 53',
    width: 960,
    height: 720,
    src: '/api/v1/images/abc-640.jpg',
    srcset: '/api/v1/images/abc-320.jpg 320w, /api/v1/images/abc-960.jpg 960w, /api/v1/images/abc-640.jpg 640w',
    sources: [],
  };

  it("with the site's public address: the page's address and its main photo's widest JPEG, absolute, with its size and alt", () => {
    expect(productLinkPreview(aProduct({ id: 42, images: [photo] }), 'https://nirmaan.test')).toEqual({
      type: 'product',
      url: 'https://nirmaan.test/products/42',
      image: { url: 'https://nirmaan.test/api/v1/images/abc-960.jpg', width: 960, height: 720, alt: photo.alt },
    });
    const data = productStructuredData(aProduct({ id: 42, image_url: photo.src }), [], 'https://nirmaan.test');
    expect(data).toMatchObject({ image: 'https://nirmaan.test/api/v1/images/abc-640.jpg', url: 'https://nirmaan.test/products/42' });
  });

  it('without it (PUBLIC_URL unset) or without a photo: no address and no photo that would not resolve', () => {
    expect(productLinkPreview(aProduct({ images: [photo] }))).toEqual({ type: 'product' });
    expect(productLinkPreview(aProduct({ id: 5, images: [] }), 'https://nirmaan.test')).toEqual({ type: 'product', url: 'https://nirmaan.test/products/5' });
    expect(productPageHead(aProduct({ images: [photo] }), []).preview).toEqual({ type: 'product' });
  });
});

describe('truncateText', () => {
  it('leaves short text alone but collapses its white space', () => {
    expect(truncateText('  Fine   sand \n for plaster ')).toBe('Fine sand for plaster');
  });

  it('cuts at a word boundary and adds an ellipsis', () => {
    expect(truncateText('one two three four five', 12)).toBe('one two…');
  });
});
