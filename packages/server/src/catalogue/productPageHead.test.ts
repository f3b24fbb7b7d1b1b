import { describe, expect, it } from 'vitest';
import { aListing, aProduct } from '@nirmaan/core/testing';
import { DESCRIPTION_MAX_LENGTH, productDescription, productPageHead, productStructuredData, truncateText } from './productPageHead.ts';

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

describe('truncateText', () => {
  it('leaves short text alone but collapses its white space', () => {
    expect(truncateText('  Fine   sand \n for plaster ')).toBe('Fine sand for plaster');
  });

  it('cuts at a word boundary and adds an ellipsis', () => {
    expect(truncateText('one two three four five', 12)).toBe('one two…');
  });
});
