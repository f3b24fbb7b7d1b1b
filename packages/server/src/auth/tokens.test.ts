import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { signAccessToken, signPhoneProof, verifyAccessToken, verifyPhoneProof } from './tokens.ts';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');
const otherSecret = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256');

describe('access tokens', () => {
  it('carry the account and role', async () => {
    const token = await signAccessToken(secret, { sub: '42', role: 'seller' });
    expect(await verifyAccessToken(secret, token)).toEqual({ sub: '42', role: 'seller', ver: 0 });
    expect(await verifyAccessToken(secret, await signAccessToken(secret, { sub: '42', role: 'seller', ver: 3 }))).toEqual({
      sub: '42',
      role: 'seller',
      ver: 3,
    });
  });

  it('are refused without an expiry or a token version, even when correctly signed', async () => {
    const base = () =>
      new SignJWT({ role: 'admin', ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setIssuer('nirmaan').setAudience('nirmaan-api').setIssuedAt();
    expect(await verifyAccessToken(secret, await base().setExpirationTime('1h').sign(secret))).toEqual({ sub: '1', role: 'admin', ver: 0 });
    expect(await verifyAccessToken(secret, await base().sign(secret))).toBeNull();
    const unversioned = new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('nirmaan')
      .setAudience('nirmaan-api')
      .setIssuedAt()
      .setExpirationTime('1h');
    expect(await verifyAccessToken(secret, await unversioned.sign(secret))).toBeNull();
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
