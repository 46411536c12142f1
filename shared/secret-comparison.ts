import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether a secret someone sent equals the one we hold, in time that depends on neither value:
 * both are hashed to the same length first, so not even the length of the expected secret leaks.
 * The site's preview link, the webhook's signature and the content service's bearer token all
 * compare here.
 */
export function secretsEqual(given: string | Uint8Array, expected: string | Uint8Array): boolean {
  const digest = (value: string | Uint8Array) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
