import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs what a link opens and until when, with an HMAC of the hub's link secret (STORAGE_SECRET): the local
 * storage's file links and the listing feed's picture links. A link holds for exactly its subject, so a
 * changed path or expiry fails, and it fails once the expiry (unix seconds) has passed.
 */
export interface LinkSigner {
  sign(subject: string, expires: number): string;
  verify(subject: string, expires: number, signature: string, now: Date): boolean;
}

export function createLinkSigner(secret: string): LinkSigner {
  const sign = (subject: string, expires: number) =>
    createHmac('sha256', secret).update(`${subject}\n${expires}`).digest('base64url');
  return {
    sign,
    verify(subject, expires, signature, now) {
      if (!Number.isFinite(expires) || expires * 1000 < now.getTime()) return false;
      const expected = Buffer.from(sign(subject, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
