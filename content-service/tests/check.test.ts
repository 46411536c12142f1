import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkContent, type Finding } from "../check/check";
import { DEFAULT_CONTENT_DIR } from "../http/server";
import { ContentStore } from "../store/store";

/** The editors' check (issue 11, item 9), on the shipped content and on a copy with one of each mistake. */
function runCheck(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.resolve("tsx/cli")), join(__dirname, "..", "editor", "cli.ts"), "check", ...args], {
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
type Node = { type?: string; href?: string; text?: string; nodeId?: string; nodeType?: string; children?: Node[] };
function links(node: Node, found: Node[] = []): Node[] {
  if (node.type === "link") found.push(node);
  for (const child of node.children ?? []) links(child, found);
  return found;
}
const line = (finding: Finding) => `${finding.level}: ${finding.model} ${finding.slug} ${finding.field}`;

/** The shipped content with one of each mistake an editor can make. */
const BROKEN_DIR = contentWith({
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
  // Editorial integrity: sources, review history, urgent pages, scores and ribbons.
  "posts/post-dental-dams-and-oral-sex.json": (post) => {
    post.sources = [];
  },
  "posts/post-using-condoms-correctly.json": (post) => {
    (post.sources as Seo[])[0].url = "http://www.cdc.gov/condom-use/";
    (post.changeLog as Seo[])[0].summary = " ";
  },
  "posts/post-pep-after-hiv-exposure.json": (post) => {
    (post.content as Node).children?.push({ type: "embed", nodeType: "Promotion", nodeId: "promo-carelink-prep-consult", children: [{ text: "" }] });
  },
  "posts/post-what-happens-at-an-sti-clinic.json": (post) => {
    (post.tags as string[]).push("sexual assault");
  },
  "promotions/promo-labnow-lab-visit.json": (promotion) => {
    delete promotion.priceUsd;
  },
  "promotions/promo-discreetdx-hiv-syphilis.json": (promotion) => {
    promotion.ribbon = "Best value"; // $34.50 per infection, LabNow's is $14.90 — unless LabNow's price is unknown
    promotion.resultsDaysMax = null;
  },
  "promotions/promo-clearpath-complete.json": (promotion) => {
    promotion.ribbon = "Fastest results"; // 5 days, where others take 3
  },
  "faqs/faq-trichomoniasis-1.json": (faq) => {
    faq.updatedAt = "2026-11-25T09:0001.000Z"; // a colon lost: not a date, so never "in the future" either
  },
});

/** What the check says of each mistake in BROKEN_DIR: entry and field, and (part of) the message. */
const MISTAKES: { finding: string; message: string }[] = [
  { finding: "error: advertiser adv-labnow review", message: 'points to the article "labnow-direct-review", which does not exist' },
  { finding: "error: asset asset-what-is-prep-1 alt", message: "image what-is-prep-1.svg has no alt text" },
  { finding: "error: post hepatitis-b-and-sex seo.title", message: '"Hepatitis B and Sexual Heal..." is cut off' },
  { finding: "error: post hpv-what-you-should-know seo.title", message: '"HPV: What You Should Know | STI Aware" already contains the site name "STI Aware"' },
  { finding: "error: post hpv-what-you-should-know updatedAt", message: "changed on 2026-11-10, after its last medical review on 2026-11-01" },
  { finding: "error: post reducing-your-sti-risk content", message: "points to /blog/no-such-article, which is not a page of the site" },
  { finding: "error: post reducing-your-sti-risk content", message: "goes straight to an advertiser (testwise.example): use a deep link" },
  {
    finding: "error: post sti-stigma-and-getting-care content",
    message: "is cut short: https://www.who.int/news-room/fact-sheets/detail/sexually-transmitted-infections-(stis",
  },
  { finding: "error: post what-is-prep seo.title", message: '"What Is PrEP? How HIV Prevention Pills and Injections Work for You" has 66 characters (at most 60)' },
  { finding: "error: post what-is-prep updatedAt", message: "2027-01-05T10:00:00.000Z is in the future" },
  { finding: "error: faq faq-trichomoniasis-1 updatedAt", message: '"2026-11-25T09:0001.000Z" is not a date and time (YYYY-MM-DDTHH:mm:ss.sssZ, UTC)' },
  { finding: "error: post what-is-prep updatedAt", message: "changed on 2027-01-05, after its last medical review on 2026-11-28" },
  { finding: "error: productreview review-clearpath product", message: "its product promo-homecheck-basic belongs to adv-homecheck" },
  { finding: "error: productreview review-testwise score", message: "stores its own score 9.2 while its product promo-testwise-10-panel scores 8.8" },
  { finding: "error: promotion homecheck-basic ribbon", message: '"Cheapest kit" has no criteria on /advertising-disclosure' },
  { finding: "error: post hpv-what-you-should-know seo.lastReviewed", message: "2026-11-01 has no change-log entry: a review date is recorded only with what the review changed" },
  { finding: "error: post dental-dams-and-oral-sex sources", message: "lists no source: every article ends with the guidance it rests on" },
  { finding: "error: post using-condoms-correctly sources[0].url", message: '"http://www.cdc.gov/condom-use/" is not an https address' },
  { finding: "error: post using-condoms-correctly changeLog[0].summary", message: "says nothing: write what the review changed" },
  { finding: "error: post pep-after-hiv-exposure content", message: "is an urgent article but carries affiliate content (promo-carelink-prep-consult)" },
  { finding: "error: post what-happens-at-an-sti-clinic urgentHelp", message: 'is tagged "sexual assault" but opens with no urgent-help box' },
  { finding: "error: post what-happens-at-an-sti-clinic content", message: "is an urgent article but carries affiliate content (deeplink-labnow, promo-labnow-lab-visit)" },
  // Its Spanish body embeds the same affiliate elements: an urgent article carries none in any language.
  { finding: "error: post what-happens-at-an-sti-clinic es.content", message: "is an urgent article but carries affiliate content" },
  { finding: "error: promotion testwise-10-panel score", message: "is 8.8, but its ratings make 9.4: the score is their weighted mean" },
  { finding: "error: promotion labnow-lab-visit ribbon", message: '"Best value" needs priceUsd recorded; without them readers do not see it' },
  { finding: "error: promotion discreetdx-hiv-syphilis ribbon", message: '"Best value" at $34.50 per infection, but promo-testwise-10-panel costs less per infection in chart chart-best-std-tests' },
  { finding: "error: promotion discreetdx-hiv-syphilis ribbon", message: '"Best value" at $34.50 per infection, but promo-testwise-10-panel costs less per infection in chart chart-home-test-kits' },
  { finding: "error: promotion clearpath-complete ribbon", message: '"Fastest results" in 5 days, but promo-testwise-chlamydia-gonorrhea is faster in chart chart-home-test-kits' },
  { finding: "error: promotion clearpath-complete ribbon", message: '"Fastest results" in 5 days, but promo-labnow-lab-visit is faster in chart chart-best-std-tests' },
  { finding: "error: promotion clearpath-complete ribbon", message: '"Fastest results" has no criteria on /advertising-disclosure' },
  { finding: "error: promotion testwise-10-panel ribbon", message: '"Best overall" with 8.8, below the 9.1 of another service in chart chart-home-test-kits' },
  { finding: "error: promotion testwise-10-panel ribbon", message: '"Best overall" with 8.8, below the 9.1 of another service in chart chart-best-std-tests' },
];

type CliRun = { name: string; args: string[]; env: Record<string, string>; status: number; lines: (string | RegExp)[]; absent: RegExp[] };

describe("npm run content -- check", () => {
  it.each<CliRun>([
    {
      name: "passes the shipped content with no error or warning, listing reviews due without touching their dates",
      args: [],
      env: {},
      status: 0,
      lines: [/^Checked 35 posts, 8 pages, \d+ assets, \d+ promotions, 3 reviews\.$/m, /^0 errors, 0 warnings, \d+ reviews? due, \d+ due within 30 days\.$/m],
      absent: [/^error/m, /^warning/m],
    },
    {
      name: "names each mistake with its entry and field, and exits 1",
      args: ["--now", "2026-11-29"],
      env: { CONTENT_DIR: BROKEN_DIR },
      status: 1,
      lines: [/^error {7}post hepatitis-b-and-sex {2}seo\.title: "Hepatitis B and Sexual Heal\.\.\." is cut off$/m, new RegExp(`^${MISTAKES.length} errors, \\d+ warnings, \\d+ reviews due, \\d+ due within 30 days\\.$`, "m")],
      absent: [],
    },
    { name: "refuses a --now that is not a date", args: ["--now", "soon"], env: {}, status: 1, lines: ['--now "soon" is not a date (YYYY-MM-DD)'], absent: [] },
  ])("$name", ({ args, env, status, lines, absent }) => {
    const result = runCheck(args, env);
    expect(result.status, result.output).toBe(status);
    for (const expected of lines) expect(result.output).toMatch(expected);
    for (const unexpected of absent) expect(result.output).not.toMatch(unexpected);
  });

  it("finds no review due on the shipped content on 2026-11-29 (after its last change): every overdue article was re-reviewed, each new date with its change-log entry", () => {
    const findings = checkContent(ContentStore.load(DEFAULT_CONTENT_DIR), { now: new Date("2026-11-29T00:00:00Z") });
    expect(findings.filter((finding) => finding.level === "error")).toEqual([]);
    expect(findings.filter((finding) => finding.level === "review due")).toEqual([]);
    // The same content a year on: every article is due again, and the check says so without touching a date.
    const later = checkContent(ContentStore.load(DEFAULT_CONTENT_DIR), { now: new Date("2028-01-01T12:00:00Z") });
    const due = later.filter((finding) => finding.level === "review due");
    expect(due.filter((finding) => finding.model === "post")).toHaveLength(ContentStore.load(DEFAULT_CONTENT_DIR).all("Post", "DRAFT").length);
    expect(due.find((finding) => finding.slug === "doxy-pep-explained")?.message).toBe(`last reviewed 2026-11-26, more than 12 months ago: readers see "Medical review due"`);
  });

  describe("a copy with one of each mistake", () => {
    let found: Finding[] | undefined;
    const errors = () =>
      (found ??= checkContent(ContentStore.load(BROKEN_DIR), { now: new Date("2026-11-29T00:00:00Z") }).filter((finding) => finding.level === "error"));

    it("finds exactly these errors", () => {
      expect(errors().map(line).sort()).toEqual(MISTAKES.map((mistake) => mistake.finding).sort());
    });

    it.each(MISTAKES)("$finding: $message", ({ finding, message }) => {
      expect(errors().filter((error) => line(error) === finding).map((error) => error.message)).toContainEqual(expect.stringContaining(message));
    });
  });
});
