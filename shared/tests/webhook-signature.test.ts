import * as hygraph from "@hygraph/utils";
import { describe, expect, it, vi } from "vitest";
import { generateWebhookSignature, verifyWebhookSignature } from "@sti-aware/contract/webhook-signature";

const secret = "webhook-secret";
const rawBody = JSON.stringify({ operation: "publish", data: { __typename: "Post", id: "post-1", stage: "PUBLISHED" } });

/** gcms-signature headers made by Hygraph's own @hygraph/utils 1.2.1 (generateWebhookSignature at the time t). */
const HYGRAPH_VECTORS = [
  { secret, environment: "master", timestamp: 1_700_000_000_000, rawBody, header: "sign=8WQLET1TZKkUvAIiRA67EXZGnTmgztVPg3Yaq+k4H8A=, env=master, t=1700000000000" },
  {
    secret: "another secret ✓",
    environment: "staging",
    timestamp: 1_763_856_000_123,
    rawBody: '{"operation":"unpublish","data":{"__typename":"Post","id":"ckx9","slug":"chlamydia-sore-throat"}}',
    header: "sign=PUBbqcxUaTJYTafxkJajTDS9UrNLwaYFvacDSnndUu4=, env=staging, t=1763856000123",
  },
];

describe("webhook signature (Hygraph's gcms-signature)", () => {
  it.each(HYGRAPH_VECTORS)("signs and verifies exactly as @hygraph/utils ($environment)", (vector) => {
    // The vector is Hygraph's: its own library still produces it at that time.
    vi.useFakeTimers({ now: vector.timestamp, toFake: ["Date"] });
    try {
      expect(hygraph.generateWebhookSignature({ rawPayload: vector.rawBody, secret: vector.secret, environmentName: vector.environment })).toBe(vector.header);
    } finally {
      vi.useRealTimers();
    }
    expect(generateWebhookSignature({ rawBody: vector.rawBody, secret: vector.secret, environment: vector.environment, timestamp: vector.timestamp })).toBe(
      vector.header,
    );
    expect(verifyWebhookSignature({ rawBody: vector.rawBody, header: vector.header, secret: vector.secret, environment: vector.environment, now: vector.timestamp + 1_000 })).toMatchObject({
      valid: true,
      signature: { environment: vector.environment, timestamp: vector.timestamp },
    });
  });

  it("produces headers Hygraph's verifier accepts", () => {
    const header = generateWebhookSignature({ rawBody, secret, environment: "master" });
    expect(hygraph.verifyWebhookSignature({ rawPayload: rawBody, signature: header, secret })).toBe(true);
    expect(hygraph.verifyWebhookSignature({ rawPayload: rawBody, signature: header, secret: "other" })).toBe(false);
  });

  it("accepts only the canonical base64 spelling, and names the digest replays are keyed on", () => {
    const header = generateWebhookSignature({ rawBody, secret });
    const sign = /sign=([^,]+)/.exec(header)![1];
    const check = verifyWebhookSignature({ rawBody, header, secret });
    expect(check).toMatchObject({ valid: true, digest: Buffer.from(sign, "base64").toString("hex") });
    for (const spelling of [sign.replace(/=$/, ""), `${sign}AAAA`, `.${sign}`, `!${sign}`, `~${sign}`, `*${sign}`, sign.replace(/=$/, "") + "=="]) {
      expect(verifyWebhookSignature({ rawBody, header: header.replace(sign, spelling), secret })).toEqual({ valid: false, reason: "signature is not canonical base64" });
    }
  });

  it("binds to the receiver's configured environment, not the one the sender names", () => {
    // A valid signature for "staging" (the sender's choice) is refused by a site configured for master, and the other way round.
    const staging = generateWebhookSignature({ rawBody, secret, environment: "staging" });
    expect(verifyWebhookSignature({ rawBody, header: staging, secret })).toEqual({ valid: false, reason: 'signature is for environment "staging", not this site\'s' });
    expect(verifyWebhookSignature({ rawBody, header: staging, secret, environment: "staging" }).valid).toBe(true);
    const master = generateWebhookSignature({ rawBody, secret });
    expect(verifyWebhookSignature({ rawBody, header: master, secret, environment: "staging" }).valid).toBe(false);
  });

  it("accepts a fresh signature over the same raw body", () => {
    const header = generateWebhookSignature({ rawBody, secret });
    expect(verifyWebhookSignature({ rawBody, header, secret }).valid).toBe(true);
  });

  it("rejects a tampered body, a wrong secret, a stale timestamp and a malformed header", () => {
    const now = Date.now();
    const header = generateWebhookSignature({ rawBody, secret, timestamp: now });
    expect(verifyWebhookSignature({ rawBody: rawBody.replace("post-1", "post-2"), header, secret })).toEqual({ valid: false, reason: "signature mismatch" });
    expect(verifyWebhookSignature({ rawBody, header, secret: "other" }).valid).toBe(false);
    const stale = generateWebhookSignature({ rawBody, secret, timestamp: now - 6 * 60 * 1000 });
    expect(verifyWebhookSignature({ rawBody, header: stale, secret })).toEqual({ valid: false, reason: "signature expired" });
    for (const bad of [undefined, "", "sign=abc", "garbage", "sign=, env=master, t=1"]) {
      expect(verifyWebhookSignature({ rawBody, header: bad, secret }).valid).toBe(false);
    }
  });
});
