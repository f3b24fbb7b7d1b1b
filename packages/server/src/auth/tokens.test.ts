import { describe, expect, it } from 'vitest';
import { signAccessToken, signPhoneProof, verifyAccessToken, verifyPhoneProof } from './tokens.ts';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');
const otherSecret = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256');

describe('access tokens', () => {
  it('carry the account and role', async () => {
    const token = await signAccessToken(secret, { sub: '42', role: 'seller' });
    expect(await verifyAccessToken(secret, token)).toEqual({ sub: '42', role: 'seller' });
  });

  it('are rejected when signed with another secret or mangled', async () => {
    const token = await signAccessToken(secret, { sub: '42', role: 'admin' });
    expect(await verifyAccessToken(otherSecret, token)).toBeNull();
    expect(await verifyAccessToken(secret, `${token}x`)).toBeNull();
    expect(await verifyAccessToken(secret, 'not-a-token')).toBeNull();
  });

  it('cannot stand in for a phone proof, nor the other way round', async () => {
    const access = await signAccessToken(secret, { sub: '1', role: 'buyer' });
    const proof = await signPhoneProof(secret, '+919876543210');
    expect(await verifyPhoneProof(secret, access)).toBeNull();
    expect(await verifyAccessToken(secret, proof)).toBeNull();
    expect(await verifyPhoneProof(secret, proof)).toBe('+919876543210');
  });
});
