import { createHash, createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

const VERIFIED_TOKENS = 10_000;

export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  // A token comes with every call its tab makes: its signature needs checking once, its expiry every time.
  // Revocation does not live in the token but in the session, which every call still looks up.
  const verified = new LRUCache<string, { claims: AccessClaims; expiresAtMs: number }>({
    max: VERIFIED_TOKENS,
  });

  return {
    sign: ({ userId, sessionId }: AccessClaims) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),

    async verify(token: string): Promise<AccessCheck> {
      const known = verified.get(token);
      if (known)
        return Date.now() < known.expiresAtMs
          ? { ok: true, claims: known.claims }
          : { ok: false, reason: 'expired' };
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || payload.exp === undefined)
          return { ok: false, reason: 'invalid' };
        const claims = { userId: payload.sub, sessionId: payload.sid };
        verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        return { ok: true, claims };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** Refresh tokens are opaque random strings; only their SHA-256 is stored. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The token a refresh token is rotated into, derived from it with the server's secret: two tabs that
 * refresh one token at once are both answered the same successor, and nothing but its hash is stored.
 */
export function refreshSuccessor(secret: string) {
  return (presented: string) =>
    createHmac('sha256', secret).update(`refresh-successor:${presented}`).digest('base64url');
}
