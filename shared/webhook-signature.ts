import { createHmac } from "node:crypto";
import { secretsEqual } from "./secret-comparison";

/**
 * Hygraph's webhook signature (`gcms-signature: sign=<base64>, env=<env>, t=<ms>`), as
 * @hygraph/utils computes it: HMAC-SHA256, keyed with the webhook secret, over
 * JSON.stringify({ Body: <raw body>, EnvironmentName: <env>, TimeStamp: <t> }), base64.
 * The content service signs with it and the site verifies with it.
 */

export const SIGNATURE_HEADER = "gcms-signature";
/** Signatures older than this are rejected, so a captured request cannot be replayed later. */
export const MAX_SIGNATURE_AGE_MS = 5 * 60 * 1000;

function sign(rawBody: string, secret: string, environment: string, timestamp: number): string {
  const payload = JSON.stringify({ Body: rawBody, EnvironmentName: environment, TimeStamp: timestamp });
  return createHmac("sha256", secret).update(payload).digest("base64");
}

export function generateWebhookSignature(options: { rawBody: string; secret: string; environment?: string; timestamp?: number }): string {
  const environment = options.environment ?? "master";
  const timestamp = options.timestamp ?? Date.now();
  return `sign=${sign(options.rawBody, options.secret, environment, timestamp)}, env=${environment}, t=${timestamp}`;
}

export type ParsedSignature = { sign: string; environment: string; timestamp: number };

export function parseSignatureHeader(header: string | undefined | null): ParsedSignature | null {
  if (!header) return null;
  const parts = new Map(
    header.split(",").map((part) => {
      const [key, ...value] = part.trim().split("=");
      return [key, value.join("=")] as const;
    }),
  );
  const signValue = parts.get("sign");
  const environment = parts.get("env");
  const timestamp = Number(parts.get("t"));
  if (!signValue || !environment || !Number.isSafeInteger(timestamp)) return null;
  return { sign: signValue, environment, timestamp };
}

/**
 * `digest`: the decoded signature bytes (hex), the key replays are remembered by, so one
 * signature cannot be replayed in another spelling.
 */
export type SignatureCheck = { valid: true; signature: ParsedSignature; digest: string } | { valid: false; reason: string };

/**
 * Canonical base64 of a SHA-256 digest: 43 characters of the standard alphabet and one "=".
 * Node's decoder also accepts the URL-safe alphabet, missing padding, junk characters and
 * trailing data; none of those spellings is accepted here.
 */
const CANONICAL_SHA256_BASE64 = /^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/;

/**
 * Checks a signature over the raw request body with a constant-time compare and an age limit.
 * `environment` is the receiver's configured environment: the header must name it and the
 * digest is computed with it, so a signature made for another environment never passes.
 */
export function verifyWebhookSignature(options: {
  rawBody: string;
  header: string | undefined | null;
  secret: string;
  environment?: string;
  now?: number;
  maxAgeMs?: number;
}): SignatureCheck {
  const signature = parseSignatureHeader(options.header);
  if (!signature) return { valid: false, reason: "missing or malformed signature" };
  const age = (options.now ?? Date.now()) - signature.timestamp;
  if (age > (options.maxAgeMs ?? MAX_SIGNATURE_AGE_MS) || age < -60_000) return { valid: false, reason: "signature expired" };
  if (!CANONICAL_SHA256_BASE64.test(signature.sign)) return { valid: false, reason: "signature is not canonical base64" };
  const environment = options.environment ?? "master";
  if (signature.environment !== environment) return { valid: false, reason: `signature is for environment "${signature.environment.slice(0, 40)}", not this site's` };
  const expected = Buffer.from(sign(options.rawBody, options.secret, environment, signature.timestamp), "base64");
  const given = Buffer.from(signature.sign, "base64");
  if (!secretsEqual(given, expected)) return { valid: false, reason: "signature mismatch" };
  return { valid: true, signature, digest: given.toString("hex") };
}
