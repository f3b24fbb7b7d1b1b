import { describe, expect, it } from 'vitest';
import { authScopeFor, isLoginPath } from './authScope.ts';

describe('which token a call carries', () => {
  it('gives buyer calls the buyer token', () => {
    expect(authScopeFor('GET', '/users/me')).toBe('buyer');
    expect(authScopeFor('POST', '/cart/add')).toBe('buyer');
    expect(authScopeFor('POST', '/cart/checkout?shipping_address_id=3')).toBe('buyer');
    expect(authScopeFor('GET', '/orders/')).toBe('buyer');
    expect(authScopeFor('POST', '/boq/save')).toBe('buyer');
  });

  it('gives seller and CRM calls the seller token', () => {
    expect(authScopeFor('GET', '/sellers/me')).toBe('seller');
    expect(authScopeFor('DELETE', '/sellers/me/listings/4')).toBe('seller');
    expect(authScopeFor('GET', '/sellers/me/orders')).toBe('seller');
    expect(authScopeFor('PUT', '/orders/seller/orders/9/status')).toBe('seller');
    expect(authScopeFor('POST', '/crm/leads/2/convert-to-order')).toBe('seller');
  });

  it('gives admin calls the admin token', () => {
    expect(authScopeFor('GET', '/admin/me')).toBe('admin');
    expect(authScopeFor('PUT', '/admin/users/5/toggle-status')).toBe('admin');
    expect(authScopeFor('GET', '/affiliates/all')).toBe('admin');
  });

  it('gives pincode create, update, delete and seed the admin token, but not the pincode check', () => {
    expect(authScopeFor('POST', '/pincodes/')).toBe('admin');
    expect(authScopeFor('PUT', '/pincodes/560001')).toBe('admin');
    expect(authScopeFor('DELETE', '/pincodes/560001')).toBe('admin');
    expect(authScopeFor('post', '/pincodes/seed')).toBe('admin');
    expect(authScopeFor('GET', '/pincodes/validate/560001')).toBe('buyer');
  });

  it('gives blog and affiliate writes the admin token and their reads the buyer one', () => {
    expect(authScopeFor('POST', '/blog/')).toBe('admin');
    expect(authScopeFor('GET', '/blog/cement-grades')).toBe('buyer');
    expect(authScopeFor('PUT', '/affiliates/3')).toBe('admin');
    expect(authScopeFor('GET', '/affiliates/?only_active=true')).toBe('buyer');
  });

  it('matches whole path segments only', () => {
    expect(authScopeFor('GET', '/administrators')).toBe('buyer');
    expect(authScopeFor('GET', '/sellers-guide')).toBe('buyer');
    expect(authScopeFor('GET', '/orders/sellerless')).toBe('buyer');
  });

  it('ignores the query string', () => {
    expect(authScopeFor('GET', '/admin/users?limit=50')).toBe('admin');
  });
});

describe('login calls (exempt from the 401 rule)', () => {
  it('are the paths containing /login', () => {
    expect(isLoginPath('/users/login')).toBe(true);
    expect(isLoginPath('/sellers/login')).toBe(true);
    expect(isLoginPath('/admin/login')).toBe(true);
  });

  it('include the phone-code login', () => {
    expect(isLoginPath('/users/firebase-login')).toBe(true);
  });

  it('are not other calls', () => {
    expect(isLoginPath('/users/me')).toBe(false);
    expect(isLoginPath('/users/register')).toBe(false);
    expect(isLoginPath('/users/firebase-register')).toBe(false);
    expect(isLoginPath('/cart/')).toBe(false);
  });
});
