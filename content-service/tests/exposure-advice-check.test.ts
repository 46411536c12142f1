import { describe, expect, it } from "vitest";
import { checkContent, type Finding } from "../check/check";
import { DEFAULT_CONTENT_DIR } from "../http/server";
import { ContentStore } from "../store/store";
import { addParagraph, contentWith, type Json, type RichNode } from "./content-copy";

/**
 * The editors' check rules of issue 51, each planted in a copy of the shipped content and seen
 * reported: a time limit written by hand that contradicts or bypasses its fact (in English and in
 * Spanish), a review older than the change it covers on every reviewed model, an affiliate element
 * inside an emergency section of an ordinary article, and an article published before its first
 * review from the day the policy says reviews come first.
 */

const NOW = new Date("2026-12-31T00:00:00Z"); // after every planted date
const check = (dir: string, only?: string[]) => checkContent(ContentStore.load(dir), { now: NOW, only: only && new Set(only) });
const errorsAbout = (findings: Finding[], slug: string, field?: string) =>
  findings.filter((finding) => finding.level === "error" && finding.slug === slug && (field === undefined || finding.field === field)).map((finding) => finding.message);
const spanish = (entry: Json) => (entry.localizations as Record<string, Json>).es;
const body = (document: unknown) => (document as RichNode).children!;

describe("time limits are facts, in both languages", () => {
  it("reports a PEP start limit that leaves out the 24-hour ideal, in English and in Spanish, and refuses that article's publish", () => {
    const dir = contentWith({
      "posts/post-gonorrhea-what-to-know.json": (post) => {
        addParagraph(post.content, "After a possible HIV exposure, PEP must start within 72 hours.");
        addParagraph(spanish(post).content, "Después de una posible exposición al VIH, la PEP debe empezar dentro de las 72 horas.");
      },
      "urgent-help/urgent-hiv-exposure.json": (box) => {
        box.timeframe = "Ask for PEP as soon as possible and no later than 72 hours after the exposure.";
      },
    });
    const findings = check(dir);
    const timing = 'where the fact "When PEP should start after an exposure" (pep-start-timing) is as soon as possible, ideally within 24 hours, no later than 72 hours';
    expect(errorsAbout(findings, "gonorrhea-what-to-know", "content")).toEqual([`says "within 72 hours" ${timing}: show the stored figure, or correct the fact with its source`]);
    expect(errorsAbout(findings, "gonorrhea-what-to-know", "es.content")).toEqual([`says "dentro de las 72 horas" ${timing}: show the stored figure, or correct the fact with its source`]);
    expect(errorsAbout(findings, "hiv-exposure", "timeframe")).toEqual([expect.stringContaining('says "as soon as possible and no later than 72 hours"')]);
    expect(errorsAbout(check(dir, ["post-gonorrhea-what-to-know"]), "gonorrhea-what-to-know")).toHaveLength(2);
  });

  it("accepts the whole limit however it is joined, and does not take an exposure's window or doxy-PEP for a PEP start limit", () => {
    const dir = contentWith({
      "posts/post-gonorrhea-what-to-know.json": (post) => {
        addParagraph(post.content, "Start PEP as soon as possible, ideally within 24 hours and no later than 72 hours after the exposure.");
        addParagraph(post.content, "If you may have been exposed to HIV in the last 72 hours, ask about PEP. Doxy-PEP is taken within 72 hours after sex.");
        addParagraph(spanish(post).content, "Empiece la PEP lo antes posible, idealmente dentro de las 24 horas y nunca después de 72 horas.");
      },
    });
    expect(errorsAbout(check(dir), "gonorrhea-what-to-know")).toEqual([]);
  });

  it("reports a hepatitis B, emergency contraception, doxy-PEP, mpox or hepatitis A limit that is not the fact's, but not a newborn's dose", () => {
    const dir = contentWith({
      "posts/post-hepatitis-vaccines-and-sexual-health.json": (post) => {
        addParagraph(post.content, "After sex with someone who has hepatitis B, get the hepatitis B vaccine within 7 days.");
        addParagraph(post.content, "Emergency contraception works within 3 days of sex.");
        addParagraph(post.content, "Doxy-PEP is taken within 5 days after sex.");
        addParagraph(post.content, "After an mpox exposure, get the vaccine within 21 days.");
        addParagraph(post.content, "After a hepatitis A exposure, the vaccine works within 4 weeks.");
        addParagraph(post.content, "Babies of mothers with hepatitis B get the hepatitis B vaccine within 12 hours of birth.");
      },
    });
    const messages = errorsAbout(check(dir), "hepatitis-vaccines-and-sexual-health", "content");
    expect(messages.map((message) => /\(([a-z-]+)\)/.exec(message)?.[1]).sort()).toEqual([
      "doxy-pep-limit",
      "emergency-contraception-limit",
      "hepatitis-a-vaccine-after-exposure",
      "hepatitis-b-pep-limit",
      "mpox-vaccine-after-exposure",
    ]);
    expect(messages.find((message) => message.includes("hepatitis-b-pep-limit"))).toContain('says "7 days"');
  });
});

describe("a review covers every later change, on every reviewed model", () => {
  it("reports a window period, a follow-up, an urgent box (its Spanish too) and a fact changed after their review", () => {
    const later = "2026-12-01T10:00:00.000Z";
    const dir = contentWith({
      "window-periods/window-period-hiv-nat.json": (row) => (row.updatedAt = later),
      "prevention-follow-ups/follow-up-oral-prep.json": (row) => (row.updatedAt = later),
      "urgent-help/urgent-same-day-care.json": (box) => (spanish(box).updatedAt = later),
      "facts/fact-pep-course.json": (fact) => (fact.updatedAt = later),
    });
    const findings = check(dir);
    for (const [slug, reviewed] of [["window-period-hiv-nat", "2026-11-28"], ["follow-up-oral-prep", "2026-11-26"], ["same-day-care", "2026-11-28"], ["pep-course", "2026-11-26"]]) {
      expect(errorsAbout(findings, slug, "lastReviewed"), slug).toEqual([`${reviewed} is before the entry's last change on 2026-12-01: review the change and record the new review date`]);
    }
  });

  it("reports a page showing the ranking whose review is older than a criterion's change", () => {
    const dir = contentWith({ "ranking-criteria/criterion-price.json": (criterion) => (criterion.updatedAt = "2026-12-02T08:00:00.000Z") });
    const findings = check(dir);
    for (const slug of ["how-we-rank", "best-at-home-std-tests"]) {
      expect(errorsAbout(findings, slug, "seo.lastReviewed")).toEqual(['2026-11-28 is before the ranking criterion "price" changed on 2026-12-02: review the ranking with its criteria']);
    }
  });

  it("refuses an article first published on or after 28 November 2026 before its first review", () => {
    const dir = contentWith({
      "posts/post-trichomoniasis.json": (post) => {
        post.firstPublishedAt = "2026-12-01T09:00:00.000Z";
        const changes = post.changeLog as Json[];
        changes.splice(0, changes.length, { ...changes[0], date: "2026-12-03", summary: "Medical review after first publication: no medical change needed." });
        (post.seo as Json).lastReviewed = "2026-12-03";
      },
    });
    expect(errorsAbout(check(dir), "trichomoniasis", "changeLog[0].date")).toEqual([
      "the first review (2026-12-03) is after the first publication (2026-12-01): from 2026-11-28 an article is reviewed before it is first published",
    ]);
  });
});

describe("no affiliate element near exposure advice", () => {
  const affiliateParagraph = (deepLink: string): RichNode => ({ type: "paragraph", children: [{ text: "Order a kit from " }, { type: "link", nodeId: deepLink, children: [{ text: "a partner" }] }, { text: "." }] });
  const heading = (text: string): RichNode => ({ type: "heading-two", children: [{ text }] });

  it("reports an affiliate link inside an emergency section of an ordinary article, in English and in Spanish, and the missing urgent box", () => {
    const dir = contentWith({
      "posts/post-reducing-your-sti-risk.json": (post) => {
        body(post.content).push(heading("If a condom breaks"), { type: "paragraph", children: [{ text: "Ask about PEP straight away." }] }, affiliateParagraph("deeplink-homecheck"));
      },
      "posts/post-gonorrhea-what-to-know.json": (post) => {
        body(spanish(post).content).push(heading("Si el condón se rompe"), affiliateParagraph("deeplink-clearpath"), heading("Puntos clave"));
      },
    });
    const findings = check(dir);
    expect(errorsAbout(findings, "reducing-your-sti-risk")).toEqual([
      'carries affiliate content (deeplink-homecheck) in its emergency section "If a condom breaks": money never sits beside exposure advice',
      'has an emergency section "If a condom breaks" but opens with no urgent-help box',
    ]);
    expect(errorsAbout(findings, "gonorrhea-what-to-know", "es.content")).toEqual([
      'carries affiliate content (deeplink-clearpath) in its emergency section "Si el condón se rompe": money never sits beside exposure advice',
    ]);
  });

  it("reports the condom article's affiliate link beside its broken-condom advice as it was before its urgent box", () => {
    const dir = contentWith({
      "posts/post-using-condoms-correctly.json": (post) => {
        post.urgentHelp = [];
        const blocks = body(post.content);
        const section = blocks.findIndex((block) => block.type === "heading-two" && block.children?.[0]?.text === "If a condom breaks or slips");
        blocks.splice(section + 2, 0, affiliateParagraph("deeplink-homecheck"));
      },
    });
    expect(errorsAbout(check(dir), "using-condoms-correctly", "content")).toEqual([expect.stringContaining('in its emergency section "If a condom breaks or slips"')]);
  });

  it("keeps an urgent box's article free of affiliate elements in every section", () => {
    const dir = contentWith({
      "posts/post-using-condoms-correctly.json": (post) => body(post.content).splice(1, 0, affiliateParagraph("deeplink-homecheck")),
    });
    expect(errorsAbout(check(dir), "using-condoms-correctly", "content")).toEqual([expect.stringContaining("is an urgent article but carries affiliate content (deeplink-homecheck)")]);
  });
});

describe("the shipped content", () => {
  it("passes every rule of issue 51", () => {
    const errors = checkContent(ContentStore.load(DEFAULT_CONTENT_DIR), { now: NOW }).filter((finding) => finding.level === "error");
    expect(errors).toEqual([]);
  });
});
