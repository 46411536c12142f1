import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkContent, type Finding } from "@/content-service/check";
import { DEFAULT_CONTENT_DIR } from "@/content-service/server";
import { ContentStore } from "@/content-service/store";

/** The editors' check (issue 11, item 9), on the shipped content and on a copy with one of each mistake. */
function runCheck(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "content-service/cli.ts", "check", ...args], {
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the shipped content with edits applied to some of its files. */
function contentWith(edits: Record<string, (entry: Record<string, unknown>) => void>): string {
  const dir = mkdtempSync(join(tmpdir(), "content-check-"));
  copies.push(dir);
  cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(dir, file);
    const entry = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
    edit(entry);
    writeFileSync(path, JSON.stringify(entry, null, 2));
  }
  return dir;
}

type Seo = Record<string, unknown>;
type Node = { type?: string; href?: string; text?: string; nodeId?: string; children?: Node[] };
function links(node: Node, found: Node[] = []): Node[] {
  if (node.type === "link") found.push(node);
  for (const child of node.children ?? []) links(child, found);
  return found;
}
const line = (finding: Finding) => `${finding.level}: ${finding.model} ${finding.slug} ${finding.field}`;

describe("npm run content -- check", () => {
  it("passes the shipped content, listing reviews due without touching their dates", () => {
    const { status, output } = runCheck([]);
    expect(status, output).toBe(0);
    expect(output).toMatch(/^Checked 31 posts, 5 pages, \d+ assets, \d+ promotions, 3 reviews\.$/m);
    expect(output).toMatch(/^0 errors, \d+ reviews? due\.$/m);
    expect(output).not.toMatch(/^error/m);
  });

  it("on the day the issue was filed, 13 posts were due a medical review", () => {
    const findings = checkContent(ContentStore.load(DEFAULT_CONTENT_DIR), { now: new Date("2026-11-21T12:00:00Z") });
    const due = findings.filter((finding) => finding.level === "review due");
    expect(due).toHaveLength(13);
    expect(due.every((finding) => finding.model === "post" && finding.field === "seo.lastReviewed")).toBe(true);
    expect(due.map((finding) => finding.slug)).toContain("how-at-home-sti-test-kits-work");
    expect(due.find((finding) => finding.slug === "how-at-home-sti-test-kits-work")?.message).toBe("last reviewed 2025-01-11, more than 12 months ago");
    expect(findings.filter((finding) => finding.level === "error")).toEqual([]);
  });

  it("names the entry and field of each kind of mistake, and exits 1", () => {
    const dir = contentWith({
      "posts/post-what-is-prep.json": (post) => {
        post.updatedAt = "2027-01-05T10:00:00.000Z";
        (post.seo as Seo).title = "What Is PrEP? How HIV Prevention Pills and Injections Work for You";
      },
      "posts/post-hpv-what-you-should-know.json": (post) => {
        (post.seo as Seo).title = "HPV: What You Should Know | STI Aware";
        (post.seo as Seo).lastReviewed = "2026-11-01";
        post.updatedAt = "2026-11-10T09:00:00.000Z";
      },
      "posts/post-hepatitis-b-and-sex.json": (post) => {
        (post.seo as Seo).title = "Hepatitis B and Sexual Heal...";
      },
      "assets/asset-what-is-prep-1.json": (asset) => {
        asset.alt = " ";
      },
      "posts/post-sti-stigma-and-getting-care.json": (post) => {
        const [who] = links(post.content as Node).filter((link) => link.href?.includes("who.int"));
        who.href = "https://www.who.int/news-room/fact-sheets/detail/sexually-transmitted-infections-(stis";
      },
      "posts/post-reducing-your-sti-risk.json": (post) => {
        const [first, second] = links(post.content as Node).filter((link) => link.href || link.nodeId);
        first.href = "/blog/no-such-article";
        delete first.nodeId;
        second.href = "https://www.testwise.example/kits?aff=stiaware";
        delete second.nodeId;
      },
      "promotions/promo-homecheck-basic.json": (promotion) => {
        promotion.ribbon = "Cheapest kit";
      },
      "promotions/promo-testwise-10-panel.json": (promotion) => {
        promotion.score = 8.8; // below ClearPath's 9.1 and LabNow's 8.9, yet "Best overall"
      },
      "advertisers/adv-labnow.json": (advertiser) => {
        advertiser.review = "labnow-direct-review";
      },
      "product-reviews/review-testwise.json": (review) => {
        review.score = 9.2;
      },
      "product-reviews/review-clearpath.json": (review) => {
        review.product = "promo-homecheck-basic";
      },
    });
    const findings = checkContent(ContentStore.load(dir), { now: new Date("2026-11-23T12:00:00Z") });
    const errors = findings.filter((finding) => finding.level === "error");
    expect(errors.map(line).sort()).toEqual(
      [
        "error: asset asset-what-is-prep-1 alt",
        "error: post reducing-your-sti-risk content",
        "error: post reducing-your-sti-risk content",
        "error: post hepatitis-b-and-sex seo.title",
        "error: post hpv-what-you-should-know seo.title",
        "error: post hpv-what-you-should-know updatedAt",
        "error: post sti-stigma-and-getting-care content",
        "error: post what-is-prep seo.title",
        "error: post what-is-prep updatedAt",
        "error: post what-is-prep updatedAt",
        "error: productreview review-clearpath product",
        "error: productreview review-testwise score",
        "error: promotion homecheck-basic ribbon",
        "error: promotion testwise-10-panel ribbon",
        "error: promotion testwise-10-panel ribbon",
        "error: advertiser adv-labnow review",
      ].sort(),
    );
    const messages = errors.map((finding) => finding.message).join("\n");
    expect(messages).toContain("2027-01-05T10:00:00.000Z is in the future");
    expect(messages).toContain("changed on 2026-11-10, after its last medical review on 2026-11-01");
    expect(messages).toContain('"What Is PrEP? How HIV Prevention Pills and Injections Work for You" has 66 characters (at most 60)');
    expect(messages).toContain('"HPV: What You Should Know | STI Aware" already contains the site name "STI Aware"');
    expect(messages).toContain('"Hepatitis B and Sexual Heal..." is cut off');
    expect(messages).toContain("is cut short: https://www.who.int/news-room/fact-sheets/detail/sexually-transmitted-infections-(stis");
    expect(messages).toContain("points to /blog/no-such-article, which is not a page of the site");
    expect(messages).toContain("goes straight to an advertiser (testwise.example): use a deep link");
    expect(messages).toContain('"Cheapest kit" has no criteria on /advertising-disclosure');
    expect(messages).toContain("stores its own score 9.2 while its product promo-testwise-10-panel scores 8.8");
    expect(messages).toContain('"Best overall" with 8.8, below the 9.1 of another service in chart chart-best-std-tests');
    expect(messages).toContain('points to the article "labnow-direct-review", which does not exist');
    expect(messages).toContain("its product promo-homecheck-basic belongs to adv-homecheck");

    const { status, output } = runCheck(["--now", "2026-11-23"], { CONTENT_DIR: dir });
    expect(status).toBe(1);
    expect(output).toMatch(/^error {7}post hepatitis-b-and-sex {2}seo\.title: "Hepatitis B and Sexual Heal\.\.\." is cut off$/m);
    expect(output).toMatch(/^16 errors, \d+ reviews due\.$/m);
  });

  it("refuses a --now that is not a date", () => {
    const { status, output } = runCheck(["--now", "soon"]);
    expect(status).toBe(1);
    expect(output).toContain('--now "soon" is not a date (YYYY-MM-DD)');
  });
});
