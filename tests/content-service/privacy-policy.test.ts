import { describe, expect, it } from "vitest";
import { richTextToPlainText, type RichTextDocument } from "@/content-service/rich-text/markdown";
import { DEFAULT_CONTENT_DIR } from "@/content-service/server";
import { ContentStore } from "@/content-service/store";
import { TRACKING_PARAMETERS } from "@/lib/click-out";
import { SESSION_COOKIE_DAYS, SESSION_KEY } from "@/lib/session";

/** The shipped privacy policy must describe what the code stores and sends. */
const policy = ContentStore.load(DEFAULT_CONTENT_DIR)
  .all("Page", "PUBLISHED")
  .find((page) => page.slug === "privacy-policy");
const text = richTextToPlainText(policy?.content as RichTextDocument).replace(/\s+/g, " ");

describe("privacy policy", () => {
  it("names the session cookie, its lifetime, each field and every campaign parameter it keeps", () => {
    expect(text).toContain(SESSION_KEY);
    expect(SESSION_COOKIE_DAYS).toBe(7);
    expect(text).toContain("expires after seven days");
    expect(text).toContain("a random identifier");
    expect(text).toContain("the address of the page you arrived on and the address of the page you are on now");
    for (const name of TRACKING_PARAMETERS) expect(text).toContain(name);
    expect(text).toContain("is never stored");
  });

  it("says what happens before consent, what analytics receive after it, and what error reports hold", () => {
    expect(text).toContain("Until you accept analytics, the site stores nothing about your visit on your device and sends nothing about it to anyone else");
    expect(text).toContain("Google learns which articles of this sexual-health site your browser reads");
    expect(text).toContain("whether or not you accepted analytics");
    expect(text).not.toContain("Reports do not include what you were reading");
  });
});
