import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateWebhookSignature, verifyWebhookSignature } from "@/lib/webhook-signature";

const secret = "webhook-secret";
const rawBody = JSON.stringify({ operation: "publish", data: { __typename: "Post", id: "post-1", stage: "PUBLISHED" } });

describe("webhook signature (Hygraph's gcms-signature)", () => {
  it("matches @hygraph/utils' construction", () => {
    const header = generateWebhookSignature({ rawBody, secret, environment: "master", timestamp: 1_700_000_000_000 });
    const expected = createHmac("sha256", secret)
      .update(JSON.stringify({ Body: rawBody, EnvironmentName: "master", TimeStamp: 1_700_000_000_000 }))
      .digest("base64");
    expect(header).toBe(`sign=${expected}, env=master, t=1700000000000`);
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
