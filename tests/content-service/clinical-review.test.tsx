import type { GetStaticPropsContext } from "next";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ArticleView } from "@/components/article/ArticleView";
import { ContentPageView } from "@/components/pages/ContentPageView";
import { DEFAULT_CONTENT_DIR, startContentService, type ContentService } from "@/content-service/http/server";
import { ContentStore } from "@/content-service/store/store";
import { createContentSource } from "@/queries/client/content-source";
import { loadArticle, type ArticleProps } from "@/lib/server/page-data/article";
import { loadContentPage, type ContentPageProps } from "@/lib/server/page-data/content-page";
import { staticProps, type ShellProps } from "@/lib/server/page-data/static-props";
import { listAllPosts } from "@/queries/content-index";

/** The shipped content as readers get it, after the 26 November 2026 clinical review (issue 41, findings 2 and 4–7). */
let service: ContentService;
let slugs: string[];

beforeAll(async () => {
  service = await startContentService({ port: 0, contentDir: DEFAULT_CONTENT_DIR });
  process.env.CONTENT_API_URL = `${service.url}/graphql`;
  process.env.NEXT_PUBLIC_IMAGE_CDN_URL = service.url;
  slugs = (await listAllPosts(createContentSource({ url: `${service.url}/graphql` }))).map((post) => post.slug);
});
afterAll(async () => {
  await service?.close();
});

async function props<T>(loader: Parameters<typeof staticProps<T>>[0], slug: string): Promise<ShellProps & T> {
  const result = await staticProps(loader)({ params: { slug }, draftMode: false } as GetStaticPropsContext);
  if (!("props" in result)) throw new Error(`no page for ${slug}`);
  return result.props as ShellProps & T;
}

/** The page's visible text: tags dropped, entities decoded, spaces collapsed. */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const articleHtml = async (slug: string) => renderToStaticMarkup(<ArticleView {...await props<ArticleProps>(loadArticle, slug)} />);

/** The sentences of a text (for claims that must sit in the same sentence). */
const sentences = (text: string) => text.split(/(?<=[.;:!?])\s+/);

describe("What is PrEP? (findings 2 and 5)", () => {
  it("limits on-demand pills to adult cisgender men who have sex with men, F/TDF only, not with hepatitis B and not for vaginal sex", async () => {
    const text = visibleText(await articleHtml("what-is-prep"));
    const onDemand = text.slice(text.indexOf('Pills only around sex ("on demand")'), text.indexOf("Stopping PrEP"));
    expect(onDemand).toContain("only for adult cisgender men who have sex with men");
    expect(onDemand).toContain("F/TDF only, never F/TAF");
    expect(onDemand).toMatch(/not for anyone with hepatitis B/);
    expect(onDemand).toMatch(/does not protect during vaginal sex/);
    expect(onDemand).toMatch(/off-label/);
    // The old line told any reader that "some people who have sex with men" use pills on demand.
    expect(text).not.toContain("a schedule that some guidelines describe for specific groups");
  });

  it("names cabotegravir and twice-yearly lenacapavir, says injections cover sex only, F/TAF is not for vaginal sex, and stopping injections needs a plan", async () => {
    const text = visibleText(await articleHtml("what-is-prep"));
    expect(text).toMatch(/Cabotegravir \(Apretude\) An injection every 2 months/);
    expect(text).toMatch(/Lenacapavir \(Yeztugo\) An injection twice a year/);
    expect(text).toContain("The FDA approved twice-yearly lenacapavir for PrEP in June 2025, and CDC recommended it as a PrEP option in September 2025.");
    expect(text.slice(text.indexOf("(F/TAF; Descovy)"), text.indexOf("Cabotegravir (Apretude)"))).toContain("but not from receptive vaginal sex");
    expect(text).toContain("The injections protect against HIV from sex only.");
    expect(text).toContain("If you inject drugs, CDC recommends daily F/TDF pills");
    expect(text).toContain("Stopping injections needs a plan.");
    // Its sources back the rewrite: the 2021 PrEP guideline and CDC's 2025 lenacapavir recommendation.
    expect(text).toContain("Clinical Recommendation for the Use of Injectable Lenacapavir as HIV Preexposure Prophylaxis");
    expect(text).toContain("2021 Update: A Clinical Practice Guideline");
  });

  it("records the rewrite as a medical review of 26 November 2026 that says what changed", async () => {
    const { post } = await props<ArticleProps>(loadArticle, "what-is-prep");
    // Reviewed again on 28 November 2026 (issue 51: F/TAF's outdated reason removed); the rewrite's entry stays in the history.
    expect(post.seo?.lastReviewed).toBe("2026-11-28");
    expect(post.changeLog[0]).toMatchObject({ date: "2026-11-28", summary: expect.stringContaining("F/TAF") });
    expect(post.changeLog[1].summary).toMatch(/^No medical change: /);
    expect(post.changeLog[2]).toMatchObject({ date: "2026-11-26", summary: expect.stringContaining("lenacapavir") });
  });
});

describe("HIV screening ages (finding 4)", () => {
  it("no article gives testing from age 15 as CDC's advice, and the HIV article gives CDC's 13 to 64", async () => {
    expect(slugs).toHaveLength(35);
    for (const slug of slugs) {
      // What the article tells readers; its review history may record an error it corrected.
      const html = await articleHtml(slug);
      const text = visibleText(html.slice(0, html.indexOf('id="article-history"')));
      for (const sentence of sentences(text).filter((s) => /\bCDC\b/.test(s) && /\b(15 and older|aged 15|from 15)\b/.test(s))) {
        // A sentence may name CDC's range and the USPSTF's 15 to 65 side by side, never 15 as CDC's.
        expect(sentence, slug).toMatch(/13 to 64/);
        expect(sentence, slug).toMatch(/Preventive Services Task Force|USPSTF/);
      }
    }
    const hivHtml = await articleHtml("hiv-basics-testing-treatment");
    const hiv = visibleText(hivHtml.slice(0, hivHtml.indexOf('id="article-history"')));
    expect(hiv).toContain("CDC recommends at least one HIV test for everyone aged 13 to 64");
    expect(hiv).not.toMatch(/aged 15 and older/);
  });
});

describe("review records tell the truth (finding 6)", () => {
  it("no review dated after an article's first publication says it came before publishing, and the earliest one says it came after", async () => {
    const published = /Published <time dateTime="(\d{4}-\d{2}-\d{2})/;
    for (const slug of slugs) {
      const html = await articleHtml(slug);
      const firstPublished = published.exec(html)?.[1];
      expect(firstPublished, slug).toBeDefined();
      const history = html.slice(html.indexOf('id="article-history"'));
      const reviews = [...history.matchAll(/<li><time dateTime="(\d{4}-\d{2}-\d{2})">[^<]*<\/time>: ([^<]*)/g)].map(([, date, summary]) => ({ date, summary: visibleText(summary) }));
      expect(reviews.length, slug).toBeGreaterThan(0);
      for (const review of reviews.filter((item) => item.date > firstPublished!)) {
        expect(review.summary, `${slug} ${review.date}`).not.toMatch(/First published after medical review|before publish/i);
      }
      const earliest = reviews[reviews.length - 1];
      if (earliest.date > firstPublished!) expect(earliest.summary, slug).toMatch(/after (the article was )?first publi/i);
    }
  });

  it("the hepatitis C, mpox and trichomoniasis articles, published on 25 November, record their 26 November review as after publication", async () => {
    for (const slug of ["hepatitis-c-testing-and-treatment", "mpox-what-to-know", "trichomoniasis"]) {
      const html = await articleHtml(slug);
      expect(html, slug).toMatch(/Published <time dateTime="2026-11-25/);
      const history = visibleText(html.slice(html.indexOf('id="article-history"')));
      expect(history, slug).toContain("Medical review after first publication: the article was published on 2026-11-25 before this review was recorded.");
      expect(history, slug).not.toContain("First published after medical review");
    }
  });
});

describe("the comparison page's FAQ (finding 7)", () => {
  it("no longer implies a home test is as good as a clinic test", async () => {
    const text = visibleText(renderToStaticMarkup(<ContentPageView {...await props<ContentPageProps>(loadContentPage, "best-at-home-std-tests")} />));
    const question = "Is a home test as good as a clinic test?";
    expect(text).toContain(question);
    const answer = text.slice(text.indexOf(question) + question.length, text.indexOf(question) + question.length + 600);
    expect(answer).toMatch(/^\s*Not always\./);
    expect(answer).toContain("A positive home result needs a clinician to confirm it");
    expect(answer).not.toMatch(/usually analysed by the same kinds of laboratory tests used in clinics/);
  });
});

describe("policy pages match practice (the low findings' policy class)", () => {
  it("the medical review policy says doses are given as guidelines state them, from when reviews come before publication, and how reviews are recorded", async () => {
    const text = visibleText(renderToStaticMarkup(<ContentPageView {...await props<ContentPageProps>(loadContentPage, "medical-review-policy")} />));
    // Articles quote guideline doses (ceftriaxone 500 mg, doxycycline 200 mg): the policy no longer says it gives none.
    expect(text).not.toContain("We do not give individual diagnoses or dosing instructions");
    expect(text).toContain("it gives the dose as national guidelines (such as CDC's) state it");
    // What the records show (issue 51): every article published so far was first reviewed after publication.
    expect(text).toContain("From 28 November 2026, a second clinician reviews every new article for accuracy, clarity and tone before it is first published.");
    expect(text).toContain("The articles published before that date were first reviewed after publication");
    expect(text).toContain("Where a review came after the article was first published, the history says so.");
    // A correction is recorded; the review date is not simply moved.
    expect(text).not.toContain("we correct it and update the review date");
    const gonorrhea = visibleText(await articleHtml("gonorrhea-what-to-know"));
    expect(gonorrhea).toContain("ceftriaxone 500 mg");
  });
});

describe("comparison data that misled (the low findings' comparison class)", () => {
  const pageHtml = async (slug: string) => renderToStaticMarkup(<ContentPageView {...await props<ContentPageProps>(loadContentPage, slug)} />);
  const row = (html: string, product: string) => {
    const at = html.indexOf(product);
    return visibleText(html.slice(html.lastIndexOf("<tr", at), html.indexOf("</tr>", at)));
  };

  it("the couples kit counts the two infections it tests, so its price per infection is not understated", async () => {
    const method = await pageHtml("how-we-rank");
    expect(row(method, "HomeCheck Kits — Couples kit")).toContain("$64.50");
  });

  it("the lab-visit panel's tests match the ten infections its price per infection is counted on", async () => {
    const comparison = await pageHtml("best-at-home-std-tests");
    expect(comparison).toContain("A 10-test panel, including chlamydia, gonorrhea, syphilis and HIV");
    expect(row(await pageHtml("how-we-rank"), "LabNow Direct — Lab visit panel")).toContain("$14.90");
  });

  it("a chart ranks only products of its kind: no condom pack among tests, no STI kit among PrEP services", () => {
    const store = ContentStore.load(DEFAULT_CONTENT_DIR);
    const chart = (id: string) => (store.get(id, "PUBLISHED")?.promotions as string[]).map((promotion) => store.get(promotion, "PUBLISHED")!);
    for (const promotion of chart("chart-best-std-tests")) expect(promotion.testsFor, String(promotion.id)).toBeTruthy();
    expect(chart("chart-telehealth-prep").map((promotion) => promotion.productName)).toEqual(["PrEP consultation"]);
  });

  it("the article that speaks of a broad home panel shows one, not a two-infection kit", async () => {
    const html = await articleHtml("which-sti-tests-to-ask-for");
    const text = visibleText(html);
    const at = text.indexOf("a home panel can cover several of the same infections");
    expect(at).toBeGreaterThan(-1);
    expect(text.slice(at, at + 600)).toContain("TestWise Labs — 10-test panel");
    expect(html).not.toContain("Chlamydia &amp; gonorrhea kit");
  });
});

describe("timing that makes advice actionable (the low findings' timing class)", () => {
  it("vaccine articles say how soon after an exposure a vaccine helps, or that it does not", async () => {
    const vaccines = visibleText(await articleHtml("hepatitis-vaccines-and-sexual-health"));
    expect(vaccines).toContain("as soon as possible and preferably within 24 hours");
    expect(vaccines).toContain("more than 7 days after a needle or blood exposure, or more than 14 days after sex");
    expect(vaccines).toContain("as soon as possible and within 2 weeks can prevent the infection");
    expect(vaccines).toContain("ideally within 4 days of the exposure");
    expect(visibleText(await articleHtml("hepatitis-b-and-sex"))).toContain("preferably within 24 hours");
    expect(visibleText(await articleHtml("mpox-what-to-know"))).toContain("ideally within 4 days, when it gives the best chance of preventing illness");
    expect(visibleText(await articleHtml("hpv-vaccine-who-and-when"))).toContain("it is not a treatment to take after a possible exposure");
  });
});

describe("Dental dams and oral sex: every sentence rests on a dated source (sources with the wrong date)", () => {
  it("lists only dated sources, links 'Read more' to one of them, and says no more than they do", async () => {
    const html = await articleHtml("dental-dams-and-oral-sex");
    const sources = html.slice(html.indexOf('class="article__sources"'));
    const items = sources.slice(0, sources.indexOf("</ol>")).split("<li").slice(1);
    // Each source shows the date its own page shows; CDC's undated oral-sex page is gone.
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item, item).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">/);
    expect(html).not.toContain("about-sti-risk-and-oral-sex");
    const listed = [...sources.matchAll(/<li><a href="([^"]+)"/g)].map((match) => match[1]);
    const readMore = html.match(/Read more in (?:<\/span>)?<a [^>]*href="([^"]+)"/)?.[1];
    expect(listed).toContain(readMore);

    const text = visibleText(html.slice(html.indexOf('class="rich-text"'), html.indexOf('class="article__sources"')));
    // The dated review of the evidence calls the risk of HIV from oral sex low, not very low or very unlikely.
    expect(text).toContain("The risk of HIV through oral sex is low");
    expect(text).not.toMatch(/very low|very unlikely/);
    // Claims only the undated page made are gone: the unproven oral-health tip and the step-by-step dam instructions.
    expect(text).not.toMatch(/bleeding gums|flossing|do not stretch|cut off the tip/i);
    expect(text).toContain("follow the instructions on its packet");
  });

  it("records the change as a medical change of 26 November 2026 by the article's reviewer, naming the dated sources", async () => {
    const { post } = await props<ArticleProps>(loadArticle, "dental-dams-and-oral-sex");
    const [change] = post.changeLog;
    expect(change).toMatchObject({ date: "2026-11-26", reviewedBy: expect.objectContaining({ slug: post.seo?.reviewedBy?.slug }) });
    expect(change.summary).toMatch(/^Medical change: /);
    for (const source of ["Estimating per-act HIV transmission risk", "Herpes simplex virus", "Hepatitis A"]) expect(change.summary).toContain(source);
  });
});
