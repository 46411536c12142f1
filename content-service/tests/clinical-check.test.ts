import { describe, expect, it } from "vitest";
import { checkContent, type Finding } from "../check/check";
import { DEFAULT_CONTENT_DIR } from "../http/server";
import { ContentStore } from "../store/store";
import { addParagraph as addTo, contentWith, type Json, type RichNode } from "./content-copy";

/**
 * The editors' check rules of issue 41, each planted in a copy of the shipped content and seen
 * reported: review records, change notes, chart product types, promotion counts, sources
 * (warnings), and copies of stored facts that contradict them.
 */
const NOW = new Date("2026-11-29T00:00:00Z"); // after the shipped content's last change
const check = (dir: string, only?: string[]) => checkContent(ContentStore.load(dir), { now: NOW, only: only && new Set(only) });
const about = (findings: Finding[], slug: string, field: string) => findings.filter((finding) => finding.slug === slug && finding.field === field);
const changeLog = (post: Json) => post.changeLog as Json[];
/** A paragraph appended to an article's body. */
const addParagraph = (post: Json, text: string) => addTo(post.content, text);

describe("review records", () => {
  it("reports a first review dated after first publication that claims it came before, or that does not say it came after", () => {
    const dir = contentWith({
      "posts/post-doxy-pep-explained.json": (post) => {
        changeLog(post).at(-1)!.summary = "First published after medical review.";
      },
      "posts/post-dental-dams-and-oral-sex.json": (post) => {
        changeLog(post).at(-1)!.summary = "Checked against CDC guidance.";
      },
    });
    const findings = check(dir);
    const doxyPep = findings.filter((finding) => finding.slug === "doxy-pep-explained" && /^changeLog\[\d+\]\.summary$/.test(finding.field));
    expect(doxyPep.map((finding) => finding.message)).toEqual([
      "says the article was reviewed before publication, but the review is dated 2025-03-20 and the article was first published on 2025-03-15",
    ]);
    const dentalDams = findings.filter((finding) => finding.slug === "dental-dams-and-oral-sex" && /^changeLog\[\d+\]\.summary$/.test(finding.field));
    expect(dentalDams[0]?.message).toContain("is after the first publication (2025-08-20) and does not say so");
  });

  it("accepts a first review that says it came after the article was first published, in the record's own wording", () => {
    const dir = contentWith({
      "posts/post-doxy-pep-explained.json": (post) => {
        changeLog(post).at(-1)!.summary = "Earliest medical review on record, after the article was first published on 2025-03-15.";
      },
    });
    expect(check(dir).filter((finding) => finding.slug === "doxy-pep-explained" && /^changeLog\[\d+\]\.summary$/.test(finding.field))).toEqual([]);
  });
});

describe("change notes", () => {
  /** The article as published, then a new review in the draft: with or without a change to its text. */
  const withNewNote = (summary: string, changeText: boolean) =>
    contentWith({
      "posts/post-doxy-pep-explained.json": (post) => {
        post._published = structuredClone(post);
        changeLog(post).unshift({ id: "change-planted", date: "2026-11-26", summary, reviewedBy: "author-amara-okafor" });
        (post.seo as Json).lastReviewed = "2026-11-26";
        if (changeText) addParagraph(post, "Doxy-PEP does not prevent HIV.");
      },
    });

  it("reports a note claiming a change the text does not show, and refuses its publish", () => {
    const dir = withNewNote("Added that doxy-PEP does not prevent HIV.", false);
    const message = 'claims a change ("Added that doxy-PEP does not prevent HIV."), but the text is the same as the published version';
    expect(about(check(dir), "doxy-pep-explained", "changeLog[0].summary")[0]?.message).toContain(message);
    expect(about(check(dir, ["post-doxy-pep-explained"]), "doxy-pep-explained", "changeLog[0].summary")[0]?.level).toBe("error");
  });

  it("accepts the note when the text changed, and a review that records no change", () => {
    expect(about(check(withNewNote("Added that doxy-PEP does not prevent HIV.", true)), "doxy-pep-explained", "changeLog[0].summary")).toEqual([]);
    expect(about(check(withNewNote("Re-reviewed against CDC guidance; no medical change needed.", false)), "doxy-pep-explained", "changeLog[0].summary")).toEqual([]);
  });
});

describe("comparison data", () => {
  it("reports a chart that ranks a product of a type it does not compare, or lists no types", () => {
    const dir = contentWith({
      "charts/chart-best-std-tests.json": (chart) => (chart.promotions as string[]).push("promo-shieldco-samples"),
      "charts/chart-telehealth-prep.json": (chart) => (chart.promotions as string[]).push("promo-testwise-10-panel"),
      "charts/chart-home-test-kits.json": (chart) => (chart.productTypes = []),
    });
    const findings = check(dir);
    expect(about(findings, "chart-best-std-tests", "promotions").map((finding) => finding.message)).toEqual([
      'ranks promo-shieldco-samples, a "condoms", but compares only "sti-test"',
    ]);
    expect(about(findings, "chart-telehealth-prep", "promotions")[0]?.message).toBe('ranks promo-testwise-10-panel, a "sti-test", but compares only "prep-service"');
    expect(about(findings, "chart-home-test-kits", "productTypes")[0]?.message).toContain("lists no product types");
  });

  it("reports a count of infections tested that contradicts what the product says it tests, or a count on a product that is not a test", () => {
    const dir = contentWith({
      "promotions/promo-homecheck-couples.json": (promotion) => (promotion.infectionsTested = 3),
      "promotions/promo-testwise-10-panel.json": (promotion) => (promotion.infectionsTested = 12),
      "promotions/promo-shieldco-samples.json": (promotion) => (promotion.infectionsTested = 1),
    });
    const findings = check(dir);
    expect(about(findings, "homecheck-couples", "infectionsTested")[0]?.message).toBe('is 3, but "tests for" says 2 ("Chlamydia and gonorrhea, for each partner"): price per infection would mislead');
    expect(about(findings, "testwise-10-panel", "infectionsTested")[0]?.message).toContain('"tests for" says 10');
    expect(about(findings, "shieldco-samples", "infectionsTested")[0]?.message).toBe('counts 1 infections tested, but the product is a "condoms", not a test');
  });

  it("reads a count written inside the sentence (\"A 10-test panel, including …\") as the count, not the infections it names", () => {
    const dir = contentWith({
      "promotions/promo-labnow-lab-visit.json": (promotion) => (promotion.testsFor = "A 10-test panel, including chlamydia, gonorrhea, syphilis and HIV"),
    });
    expect(about(check(dir), "labnow-lab-visit", "infectionsTested")).toEqual([]);
    const wrong = contentWith({
      "promotions/promo-labnow-lab-visit.json": (promotion) => (promotion.testsFor = "A 6-test panel, including chlamydia, gonorrhea, syphilis and HIV"),
    });
    expect(about(check(wrong), "labnow-lab-visit", "infectionsTested")[0]?.message).toContain('"tests for" says 6');
  });

  it("reports a broad-panel sentence next to an embedded kit that tests one or two infections", () => {
    const dir = contentWith({
      "posts/post-how-at-home-sti-test-kits-work.json": (post) => {
        const blocks = (post.content as RichNode).children as RichNode[];
        const embed = blocks.findIndex((block) => block.nodeId === "promo-testwise-10-panel");
        blocks[embed].nodeId = "promo-testwise-chlamydia-gonorrhea";
        blocks[embed - 1].children = [{ text: "For a broad panel in one order, this kit is a good start." }];
      },
    });
    expect(about(check(dir), "how-at-home-sti-test-kits-work", "content").map((finding) => finding.message)).toEqual([
      'embeds promo-testwise-chlamydia-gonorrhea, which tests 2 infections, next to "broad panel": a reader would take the kit for a broad panel',
    ]);
  });
});

describe("sources", () => {
  it("warns (without refusing a publish) about a source with no date, a non-primary publisher, or a publisher that is not the linked site's", () => {
    const dir = contentWith({
      "posts/post-routine-sti-screening-recommendations.json": (post) => {
        const sources = post.sources as Json[];
        delete sources[0].date;
        Object.assign(sources[1], { publisher: "Healthline", url: "https://www.healthline.com/health/doxy-pep" });
        Object.assign(sources[2], { date: "2025-05-08", url: "https://www.who.int/news-room/fact-sheets/detail/sexually-transmitted-infections-(stis)" });
        // MedlinePlus (the National Library of Medicine's, in English and Spanish) is NIH's own site.
        Object.assign(sources[3], { publisher: "MedlinePlus (National Library of Medicine, NIH)", url: "https://medlineplus.gov/spanish/ency/article/007474.htm" });
      },
    });
    const findings = check(dir).filter((finding) => finding.slug === "routine-sti-screening-recommendations" && finding.field.startsWith("sources"));
    expect(findings.map((finding) => `${finding.level} ${finding.field}`)).toEqual(["warning sources[0].date", "warning sources[1].url", "warning sources[2].publisher"]);
    expect(findings[1].message).toBe("www.healthline.com is not a primary publisher of guidance: cite the guidance itself (CDC, WHO, USPSTF, FDA, …) where there is one");
    expect(findings[2].message).toBe('"Centers for Disease Control and Prevention" is not the publisher of www.who.int: name the site\'s own publisher, or link the named publisher\'s page');
    expect(check(dir, ["post-routine-sti-screening-recommendations"]).filter((finding) => finding.level === "error")).toEqual([]);
  });
});

describe("one fact, one place", () => {
  it("reports an article, an FAQ or an urgent box whose copy of a stored figure contradicts it, and refuses that article's publish", () => {
    const dir = contentWith({
      "posts/post-doxy-pep-explained.json": (post) => addParagraph(post, "HIV PEP works if you start it within 5 days of the exposure."),
      "posts/post-dental-dams-and-oral-sex.json": (post) => addParagraph(post, "CDC recommends an HIV test for everyone aged 15 and older at least once."),
      "faqs/faq-common-sti-symptoms-3.json": (faq) => (faq.answer = "Call RAINN, the National Sexual Assault Hotline, on 1-800-656-4763."),
      "urgent-help/urgent-hiv-exposure.json": (box) => (box.timeframe = "PEP must start no later than 96 hours after the exposure."),
      "posts/post-common-sti-symptoms.json": (post) => addParagraph(post, "A nucleic acid test (NAT) can detect HIV 7 to 14 days after exposure."),
    });
    const findings = check(dir);
    expect(about(findings, "doxy-pep-explained", "content").map((finding) => finding.message)).toContain(
      'says "5 days" where the fact "The latest PEP can start after an exposure" (pep-start-limit) is 72 hours: show the stored figure, or correct the fact with its source',
    );
    expect(about(findings, "dental-dams-and-oral-sex", "content")[0]?.message).toContain('says "15 and older" where the fact "CDC: ages for testing everyone for HIV at least once" (cdc-hiv-screening-ages) is 13 to 64');
    expect(about(findings, "faq-common-sti-symptoms-3", "answer")[0]?.message).toContain('says "1-800-656-4763"');
    expect(about(findings, "hiv-exposure", "timeframe").map((finding) => finding.message)).toContainEqual(expect.stringContaining('says "96 hours"'));
    // Window periods are stored once, in the planner's rows.
    expect(about(findings, "common-sti-symptoms", "content")[0]?.message).toContain('says "7 to 14 days" where the fact "HIV, Nucleic acid test (NAT): window period" (window-period-hiv-nat) is 10 to 33 days');
    expect(about(check(dir, ["post-doxy-pep-explained"]), "doxy-pep-explained", "content")[0]?.level).toBe("error");
  });

  it("accepts every correct way of writing a figure", () => {
    const dir = contentWith({
      "posts/post-doxy-pep-explained.json": (post) => {
        addParagraph(post, "Start PEP as soon as possible, ideally within 24 hours and no later than 72 hours.");
        addParagraph(post, "PEP is taken daily for 28 days.");
        addParagraph(post, "CDC recommends that everyone aged 13–64 is tested for HIV at least once.");
      },
    });
    expect(about(check(dir), "doxy-pep-explained", "content")).toEqual([]);
  });
});

describe("the shipped content", () => {
  it("has a type on every ranked product and chart, counts that agree, facts whose copies agree, and follow-ups with sources", () => {
    const findings = check(DEFAULT_CONTENT_DIR).filter((finding) => finding.level === "error");
    expect(findings.filter((finding) => ["chart", "promotion", "fact", "preventionfollowup", "windowperiod", "faq", "urgenthelp", "page"].includes(finding.model))).toEqual([]);
    expect(findings.filter((finding) => finding.message.includes("where the fact"))).toEqual([]);
  });
});
