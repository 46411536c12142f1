import { describe, expect, it } from "vitest";
import { richTextToPlainText, type RichTextDocument } from "@sti-aware/contract/rich-text";
import { DEFAULT_CONTENT_DIR } from "@/content-service/http/server";
import { ContentStore } from "@/content-service/store/store";
import { MAX_TRACKING_VALUE_LENGTH, TRACKING_PARAMETERS } from "@/lib/shared/click-outs/click-out";
import { CONSENT_COOKIE_DAYS, CONSENT_KEY } from "@/lib/shared/privacy/consent";
import { SESSION_COOKIE_DAYS, SESSION_KEY } from "@/lib/browser/visitor/session";

/** The shipped privacy notice and terms must describe what the code stores and sends. */
const pages = ContentStore.load(DEFAULT_CONTENT_DIR).all("Page", "PUBLISHED");
const textOf = (slug: string) => {
  const page = pages.find((candidate) => candidate.slug === slug);
  return richTextToPlainText(page?.content as RichTextDocument).replace(/\s+/g, " ");
};
const text = textOf("privacy-policy");

describe("privacy policy and consumer health data notice", () => {
  it("names the session cookie, its lifetime, each field and every campaign parameter it keeps, with the value bound", () => {
    expect(text).toContain(SESSION_KEY);
    expect(SESSION_COOKIE_DAYS).toBe(7);
    expect(text).toContain("expires after seven days");
    expect(text).toContain("a random identifier");
    expect(text).toContain("the address of the page you arrived on, without its query string");
    expect(text).toContain("this site's own address (never the page you were reading before)");
    for (const name of TRACKING_PARAMETERS) expect(text).toContain(name);
    expect(text).toContain(`at most ${MAX_TRACKING_VALUE_LENGTH} characters`);
    expect(text).toContain("is never stored");
  });

  it("says what happens before consent, that advertising stays off, and names every recipient", () => {
    expect(text).toContain("Until you accept analytics, the site stores nothing about your visit on your device and sends nothing about it to anyone else");
    expect(text).toContain("Google learns which articles of this sexual-health site your browser reads");
    expect(text).toContain("advertising storage, advertising user data and ad personalisation are denied");
    expect(text).toContain("Google signals and ad personalisation switched off");
    for (const recipient of ["Google Analytics and Google Tag Manager", "Algolia", "Sentry", "Partners"]) expect(text).toContain(recipient);
  });

  it("says error reports name the route template, never the page address, and traces wait for consent", () => {
    expect(text).toContain("names the kind of page by its route template (for example /blog/[slug]), never its address");
    expect(text).toContain("Before you accept analytics our server sends only error reports");
    expect(text).toContain(CONSENT_KEY);
    expect(text).toContain(`for ${CONSENT_COOKIE_DAYS} days`);
  });

  it("says how long each thing is kept and how to withdraw (deleting the session and the tags' cookies) or ask for deletion", () => {
    expect(text).toContain("How long it is kept");
    expect(text).toContain("Use Privacy choices at the foot of every page and choose Reject");
    expect(text).toContain("deletes the visitor session from local storage and its cookie, and deletes the cookies Google Analytics and Algolia set on this site");
    expect(text).toContain("the next page you open loads nothing from Google or Algolia");
    expect(text).toContain("Exit this site");
    expect(text).toContain("ask us to delete");
  });
});

describe("terms of use", () => {
  it("say the site is health information, not medical advice, where to get urgent care, and that it is demonstration content", () => {
    const terms = textOf("terms-of-use");
    expect(terms).toContain("They do not replace a clinician");
    expect(terms).toContain("exposed to HIV in the last 72 hours");
    expect(terms).toContain("we may earn a commission");
    expect(terms).toContain("fictional");
  });
});
