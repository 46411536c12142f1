import { describe, expect, it } from "vitest";
import { richTextToPlainText, type RichTextDocument } from "@sti-aware/contract/rich-text";
import { contentRules } from "../store/content-rules";
import { DEFAULT_CONTENT_DIR } from "../http/server";
import { validateStore } from "../store/entry-validation";
import { ContentStore } from "../store/store";

/** The shipped demo content: complete, consistent and of real length. */
const store = ContentStore.load(DEFAULT_CONTENT_DIR);
const all = (model: string) => store.all(model, "PUBLISHED");

describe("shipped content", () => {
  it("has no broken relations, embeds, missing fields or unnormalised slugs", () => {
    expect(validateStore(store, contentRules())).toEqual([]);
  });

  it("has at least 30 posts over 4 categories, each with 2 or more sub-categories", () => {
    expect(all("Post").length).toBeGreaterThanOrEqual(30);
    const categories = all("Category");
    expect(categories.length).toBeGreaterThanOrEqual(4);
    for (const category of categories) {
      const subs = all("SubCategory").filter((sub) => sub.category === category.id);
      expect(subs.length).toBeGreaterThanOrEqual(2);
      expect(all("Post").some((post) => post.category === category.id)).toBe(true);
    }
  });

  it("gives every post 500+ words with embedded assets and FAQs, sources and a review history", () => {
    for (const post of all("Post")) {
      const content = post.content as RichTextDocument;
      const words = richTextToPlainText(content).split(/\s+/).filter(Boolean).length;
      expect(words, post.id).toBeGreaterThanOrEqual(500);
      const json = JSON.stringify(content);
      expect(json, post.id).toContain('"nodeType":"Asset"');
      expect(json, post.id).toContain('"nodeType":"Faq"');
      expect((post.sources as unknown[]).length, post.id).toBeGreaterThanOrEqual(2);
      expect((post.changeLog as { date: string }[]).map((change) => change.date), post.id).toContain((post.seo as { lastReviewed: string }).lastReviewed);
    }
  });

  it("keeps affiliate elements off urgent articles, and has them on the others that compare products", () => {
    const posts = all("Post");
    const sponsored = (post: (typeof posts)[number]) => /"nodeType":"(DeepLink|Promotion|ProductReview|Chart)"/.test(JSON.stringify(post.content));
    const urgent = posts.filter((post) => (post.urgentHelp as string[] | undefined)?.length);
    // The condom article, read straight after a condom breaks, opens with the HIV-exposure box (issue 51).
    expect(urgent.map((post) => post.slug).sort()).toEqual(["pep-after-hiv-exposure", "sti-window-periods-explained", "using-condoms-correctly", "when-to-seek-urgent-sexual-health-care"]);
    expect(urgent.filter(sponsored)).toEqual([]);
    expect(posts.filter(sponsored).length).toBeGreaterThanOrEqual(20);
  });

  it("has the medical team, brands, promotions, charts, pages, menus, site config and home page", () => {
    // Four clinicians plus the bilingual reviewer of the Spanish pages.
    expect(all("Author").map((author) => author.slug).sort()).toEqual(["amara-okafor", "camila-reyes", "elena-vasquez", "lucas-brennan", "priya-raman"]);
    expect(all("Advertiser").length).toBeGreaterThanOrEqual(6);
    expect(all("Promotion").length).toBeGreaterThanOrEqual(8);
    expect(all("Chart").length).toBeGreaterThanOrEqual(2);
    expect(all("Page").length).toBeGreaterThanOrEqual(4);
    expect(all("NavigationMenu").map((menu) => menu.name).sort()).toEqual(["footer", "header"]);
    expect(all("SiteConfig")).toHaveLength(1);
    expect((all("HomePage")[0].seo as unknown[]).length).toBeGreaterThanOrEqual(1);
  });

  it("keeps brands fictional, on .example domains, with http(s) affiliate links", () => {
    for (const advertiser of all("Advertiser")) expect(advertiser.domain).toMatch(/\.example$/);
    for (const link of all("DeepLink")) expect(new URL(String(link.affiliate_link)).hostname).toMatch(/\.example$/);
  });

  it("orders posts by distinct creation dates, all before today", () => {
    const dates = all("Post").map((post) => post.createdAt);
    expect(new Set(dates).size).toBe(dates.length);
    const today = new Date().toISOString().slice(0, 10);
    expect(dates.filter((date) => String(date).slice(0, 10) >= today)).toEqual([]);
  });
});
