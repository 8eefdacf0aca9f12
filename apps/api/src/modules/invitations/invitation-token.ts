import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url (256 bits): what the emailed link carries. Only its SHA-256 is stored. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function inviteUrl(appUrl: string, token: string): string {
  return `${appUrl}/invite/${token}`;
}
