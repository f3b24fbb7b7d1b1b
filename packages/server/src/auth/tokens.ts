import { jwtVerify, SignJWT } from 'jose';

export const ROLES = ['buyer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface AccessClaims {
  sub: string;
  role: Role;
  /** The account's token version when the token was issued (see `tokenVersion` in the accounts tables). */
  ver: number;
}

const ISSUER = 'nirmaan';
const ACCESS_AUDIENCE = 'nirmaan-api';
const PHONE_PROOF_AUDIENCE = 'nirmaan-phone-proof';

export const ACCESS_TOKEN_LIFETIME = '7d';
export const PHONE_PROOF_LIFETIME_SECONDS = 10 * 60;

/** A bearer token naming the account, its role and the account's token version (0 unless given). */
export function signAccessToken(secret: Uint8Array, claims: Omit<AccessClaims, 'ver'> & { ver?: number }): Promise<string> {
  return new SignJWT({ role: claims.role, ver: claims.ver ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(ACCESS_TOKEN_LIFETIME)
    .sign(secret);
}

/**
 * The claims of a valid access token, or null for anything else (expired, forged, malformed, or
 * without an expiry: a token that never expires is never accepted).
 */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: ACCESS_AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const { role, ver } = payload;
    if (typeof payload.sub !== 'string' || !ROLES.includes(role as Role) || typeof ver !== 'number' || !Number.isSafeInteger(ver)) return null;
    return { sub: payload.sub, role: role as Role, ver };
  } catch {
    return null;
  }
}

/** Proof, issued after a correct OTP, that whoever holds it controls `phone`. */
export function signPhoneProof(secret: Uint8Array, phone: string): Promise<string> {
  return new SignJWT({ phone })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(PHONE_PROOF_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${PHONE_PROOF_LIFETIME_SECONDS}s`)
    .sign(secret);
}

/** The phone a proof was issued for, or null when it is not a valid proof. */
export async function verifyPhoneProof(secret: Uint8Array, proof: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(proof, secret, { issuer: ISSUER, audience: PHONE_PROOF_AUDIENCE, algorithms: ['HS256'], requiredClaims: ['exp'] });
    return typeof payload.phone === 'string' ? payload.phone : null;
  } catch {
    return null;
  }
}
