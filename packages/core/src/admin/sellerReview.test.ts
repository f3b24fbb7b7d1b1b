import { describe, expect, it } from 'vitest';
import { rejectionReasonError, SELLER_STATUS_LABELS, sellerPlace } from './sellerReview.ts';

describe('rejectionReasonError', () => {
  it('needs a reason once trimmed', () => {
    expect(rejectionReasonError('')).toBe('Please give the reason for the rejection');
    expect(rejectionReasonError(' \n\t ')).toBe('Please give the reason for the rejection');
  });

  it('takes up to 500 characters once trimmed', () => {
    expect(rejectionReasonError(`  ${'a'.repeat(500)}  `)).toBeNull();
    expect(rejectionReasonError('a'.repeat(501))).toBe('The reason can be at most 500 characters');
    expect(rejectionReasonError('No GST number')).toBeNull();
  });
});

describe('SELLER_STATUS_LABELS', () => {
  it('names every review state', () => {
    expect(SELLER_STATUS_LABELS).toEqual({ pending: 'Pending', approved: 'Approved', rejected: 'Rejected' });
  });
});

describe('sellerPlace', () => {
  it('joins the address and city it has, else says No address', () => {
    expect(sellerPlace({ address: '14 Old Madras Road', city: 'Bangalore' })).toBe('14 Old Madras Road, Bangalore');
    expect(sellerPlace({ address: null, city: 'Chennai' })).toBe('Chennai');
    expect(sellerPlace({ address: null, city: null })).toBe('No address');
  });
});
