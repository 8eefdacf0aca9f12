import { createHash, randomBytes } from 'node:crypto';

/**
 * A secret for an emailed link (invitations, the client's quote link): 32 random bytes as base64url (256 bits).
 * Only its SHA-256 is stored (ADR 0003), so a lookup hashes what the link carries (docs/security.md#public-quote-links).
 */
export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
