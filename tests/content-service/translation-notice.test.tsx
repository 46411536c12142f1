// @vitest-environment jsdom
import type { GetStaticPropsContext } from "next";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import SpanishMessages from "@/components/i18n/SpanishMessages";
import { ArticleView } from "@/components/article/ArticleView";
import { ContentPageView } from "@/components/pages/ContentPageView";
import { loadContentPage, type ContentPageProps } from "@/lib/server/page-data/content-page";
import { formatTranslationReport, translationReport } from "@/content-service/check/check-translations";
import { loadArticle, type ArticleProps } from "@/lib/server/page-data/article";
import type { SharedContext } from "@/lib/shared/content/types";
import { PageLanguage } from "@/lib/shared/i18n/page-language";
import { createContentSource } from "@/queries/client/content-source";
import { getPlannerData } from "@/queries/window-periods";
import { TIME_LIMIT_SLUGS } from "@/lib/shared/content/time-limits";
import { plannerView } from "@/lib/server/page-data/when-to-test";
import { TimingSources } from "@/components/when-to-test/TimingSources";
import { WhenToTestView } from "@/components/when-to-test/WhenToTestView";
import { fixClock } from "../support/clock";
import { graphql, withShippedContentCopy } from "./helpers";

/**
 * A Spanish article tells its reader when the English changed after its translation (the Spanish
 * medical review policy's promise), on a copy of the shipped content: before, its own review line
 * and history (the translation's reviewer, date and note, then the English reviews); after a
 * planted English medical change, published, a notice at the top with the change, its date and a
 * link to the English marked as English, the same in its structured data, and the editors' check
 * names the translation.
 */
const TOKEN = "mutation-token";
const SLUG = "chlamydia-symptoms-testing-treatment";
const SPANISH_SLUG = "clamidia-sintomas-pruebas-y-tratamiento";
// The English changes are made, and reviewed, on a fixed day after every shipped record, whatever day the tests run.
const DAY = "2027-06-01";
fixClock(`${DAY}T14:00:00.000Z`);
const test = withShippedContentCopy({ token: TOKEN });

const spanish: GetStaticPropsContext = { params: { slug: SPANISH_SLUG }, locale: "es", locales: ["en", "es"], defaultLocale: "en" };
const shared = { siteConfig: { reviewIntervalMonths: 12 } } as SharedContext;

async function spanishArticle() {
  const loaded = await loadArticle(createContentSource({ url: `${test.service.url}/graphql` }), spanish, shared);
  if (!loaded || "redirectTo" in loaded) throw new Error("expected the Spanish article");
  const props = loaded as { meta: { structuredData: Record<string, unknown>[] } } & ArticleProps;
  const view = render(
    <PageLanguage.Provider value="es">
      <SpanishMessages>
        <ArticleView {...props} />
      </SpanishMessages>
    </PageLanguage.Provider>,
  );
  return { props, view, ld: props.meta.structuredData[0] };
}

const mutate = async (query: string) => {
  const answer = await graphql<Record<string, unknown>>(test.service, query, undefined, { token: TOKEN });
  expect(answer.body.errors).toBeUndefined();
};

describe("a Spanish article and its English source", () => {
  it("shows the translation's own review, then the English review it follows, and no notice while it is up to date", async () => {
    const { view, ld } = await spanishArticle();
    // The article's affiliate disclosure is a note too (its promotion card shows in Spanish): no translation notice.
    expect(screen.queryByRole("note", { name: "Esta traducción no está al día con la versión en inglés" })).toBeNull();
    const [translationLine, englishLine] = [...view.container.querySelectorAll(".article__review")].map((line) => line.textContent);
    expect(translationLine).toMatch(/^✓ Traducción revisada médicamente por Camila Reyes, MD.* el 26 de noviembre de 2026$/);
    expect(englishLine).toMatch(/^✓ Sigue la revisión médica del original en inglés por .+ el 26 de noviembre de 2026$/);
    const history = within(screen.getByRole("region", { name: "Historial de revisiones" }));
    expect(history.getByText(/^: Traducción al español revisada por la Dra\. Camila Reyes/).closest("p")?.textContent).toMatch(/^Revisión de la traducción 26 de noviembre de 2026: Traducción al español revisada/);
    expect(history.getByRole("heading", { name: "Revisiones del original en inglés" })).toBeTruthy();
    expect(ld).toMatchObject({ lastReviewed: "2026-11-26", reviewedBy: { name: "Camila Reyes, MD, MPH", url: expect.stringMatching(/\/es\/.+\/camila-reyes$/) }, translationOfWork: { inLanguage: "en", url: expect.stringMatching(new RegExp(`/blog/${SLUG}$`)) } });
    expect(ld.translationOfWork).not.toHaveProperty("dateModified");
    expect(translationReport(test.service.store, "es").stale.map((entry) => entry.slug)).not.toContain(SLUG);
  });

  it("says at the top that the English changed medically, when, and links the English, once the English has a new medical review", async () => {
    await mutate(`mutation { updatePost(where: { slug: "${SLUG}" }, data: { seo: { update: { lastReviewed: "${DAY}", reviewedBy: { connect: { slug: "lucas-brennan" } } } }, changeLog: { create: [{ date: "${DAY}", summary: "Planted change: treatment wording reviewed.", reviewedBy: { connect: { slug: "lucas-brennan" } } }] } }) { id } }`);
    await mutate(`mutation { updatePost(where: { slug: "${SLUG}" }, data: { excerpt: "Chlamydia is a common bacterial STI that often has no symptoms; it is easy to test for and cured with antibiotics." }) { id } }`);
    await mutate(`mutation { publishPost(where: { slug: "${SLUG}" }) { id } }`);
    const { view, ld } = await spanishArticle();
    const notice = screen.getByRole("note", { name: "Esta traducción no está al día con la versión en inglés" });
    // The notice comes first, before the title.
    expect(view.container.querySelector("article > :nth-child(2)")).toBe(notice);
    expect(notice.textContent).toContain("La versión en inglés de este artículo tuvo un cambio médico después de hacerse esta traducción. Cambio del 1 de junio de 2027: Planted change: treatment wording reviewed.");
    expect(within(notice).getByText("Planted change: treatment wording reviewed.").getAttribute("lang")).toBe("en");
    const link = within(notice).getByRole("link", { name: "leer el artículo" });
    expect(link.getAttribute("href")).toBe(`/blog/${SLUG}`);
    expect(link.getAttribute("hreflang")).toBe("en");
    expect(notice.textContent).toMatch(/leer el artículo \(en inglés\)$/);
    // The review line says the same: no tick on the translation's review.
    expect(view.container.querySelector(".article__review")?.textContent).toMatch(/^Esta traducción no está al día con la versión en inglés\. Traducción revisada médicamente por Camila Reyes, MD.* el 26 de noviembre de 2026$/);
    expect(ld.translationOfWork).toMatchObject({ inLanguage: "en", dateModified: DAY, description: "Planted change: treatment wording reviewed." });
    const stale = translationReport(test.service.store, "es").stale.find((entry) => entry.slug === SLUG);
    expect(stale?.message).toMatch(/^English medical change 2027-06-01 \(change-chlamydia-symptoms-testing-treatment-[0-9a-f]{8}: Planted change: treatment wording reviewed\.\); the translation was made from change-chlamydia-symptoms-testing-treatment-2$/);
  });
});

describe("the Spanish of FAQs and planner rows and their English sources", () => {
  const FAQ = "faq-chlamydia-symptoms-testing-treatment-1";
  const ROW = "window-period-chlamydia-naat";
  const staleOf = (model: string) => translationReport(test.service.store, "es").stale.filter((entry) => entry.model === model);

  it("records the English revision each shipped translation was made from: none is behind", () => {
    // The six facts whose source was once "unknown" were reviewed against their English names and record it.
    for (const model of ["faq", "window period", "follow-up", "urgent help", "fact"]) expect(staleOf(model), model).toEqual([]);
  });

  it("names an FAQ and a planner row whose English changed after their translation", async () => {
    await mutate(`mutation { updateFaq(where: { id: "${FAQ}" }, data: { answer: "Do not rely on that. Untreated chlamydia can persist and cause complications, so get tested and treated with antibiotics." }) { id } }`);
    await mutate(`mutation { publishFaq(where: { id: "${FAQ}" }) { id } }`);
    await mutate(`mutation { updateWindowPeriod(where: { id: "${ROW}" }, data: { lastReviewed: "${DAY}", note: "Guidance gives no exact window. After a sexual assault, CDC advises testing again 1 to 2 weeks later if the first test was negative, so we use 2 weeks to be safe; test again if symptoms appear." }) { id } }`);
    await mutate(`mutation { publishWindowPeriod(where: { id: "${ROW}" }) { id } }`);
    const [faq] = staleOf("faq");
    expect(faq).toMatchObject({ slug: FAQ });
    expect(faq.message).toMatch(/^English updated 2027-06-01T14:\d\d:\d\d\.\d{3}Z, after the translation's source 2025-01-28T21:37:00\.000Z$/);
    const [row] = staleOf("window period");
    expect(row).toMatchObject({ slug: ROW });
    expect(row.message).toMatch(/after the translation's source 2026-11-28T13:22:41\.641Z$/);
    expect(formatTranslationReport(translationReport(test.service.store, "es"))).toContain(`stale       window period ${ROW}  English updated 2027-06-01T14:`);
    // The Spanish article that embeds the FAQ names it in its notice.
    const { view } = await spanishArticle();
    const notice = within(view.container).getByRole("note", { name: "Esta traducción no está al día con la versión en inglés" });
    expect(notice.textContent).toContain("La respuesta en inglés a «¿La clamidia se puede quitar sola?» cambió el 1 de junio de 2027, después de su traducción.");
    // The Spanish planner names the row at its top, with a link to the English planner.
    const planner = plannerView(await getPlannerData(createContentSource({ url: `${test.service.url}/graphql` }), TIME_LIMIT_SLUGS, ["es", "en"]), "es");
    const page = render(
      <PageLanguage.Provider value="es">
        <SpanishMessages>
          <WhenToTestView planner={planner} breadcrumbs={[]} answer={null} sources={<TimingSources rows={planner.rows} followUps={planner.followUps} />} />
        </SpanishMessages>
      </PageLanguage.Provider>,
    );
    const plannerNotice = within(page.container).getByRole("note", { name: "Esta traducción no está al día con la versión en inglés" });
    expect(plannerNotice.textContent).toContain("La fila «Clamidia — NAAT (prueba de orina o con hisopo)» cambió en inglés el 1 de junio de 2027, después de su traducción.");
    expect(plannerNotice.querySelectorAll("p")).toHaveLength(3);
    const link = within(plannerNotice).getByRole("link", { name: "abrir el planificador" });
    expect([link.getAttribute("href"), link.getAttribute("hreflang")]).toEqual(["/when-to-test", "en"]);
    expect(plannerNotice.textContent).toMatch(/abrir el planificador \(en inglés\)$/);
  });
});


describe("a Spanish page and its English source", () => {
  const context: GetStaticPropsContext = { params: { slug: "sobre-nosotros" }, locale: "es", locales: ["en", "es"], defaultLocale: "en" };
  async function spanishPage() {
    const loaded = await loadContentPage(createContentSource({ url: `${test.service.url}/graphql` }), context, shared);
    if (!loaded || "redirectTo" in loaded) throw new Error("expected the Spanish page");
    const props = loaded as { meta: { structuredData: Record<string, unknown>[] } } & ContentPageProps;
    const view = render(
      <PageLanguage.Provider value="es">
        <SpanishMessages>
          <ContentPageView {...props} />
        </SpanishMessages>
      </PageLanguage.Provider>,
    );
    return { view, ld: props.meta.structuredData[0] };
  }

  it("shows the translation's own review and no notice while it is up to date", async () => {
    const { view, ld } = await spanishPage();
    expect(within(view.container).queryByRole("note")).toBeNull();
    expect(view.container.querySelector(".article__review")?.textContent).toMatch(/^✓ Traducción revisada médicamente por Camila Reyes, MD.* el 28 de noviembre de 2026$/);
    expect(ld).toMatchObject({ "@type": "WebPage", lastReviewed: "2026-11-28", translationOfWork: { "@type": "WebPage", inLanguage: "en", url: expect.stringMatching(/\/about-us$/) } });
  });

  it("says at the top when the English page changed after the translation, and links the English", async () => {
    await mutate(`mutation { updatePage(where: { slug: "about-us" }, data: { headerTwoText: "Who we are, how we write and review, and why clear information makes testing easier.", seo: { update: { lastReviewed: "${DAY}", reviewedBy: { connect: { slug: "lucas-brennan" } } } } }) { id } }`);
    await mutate(`mutation { publishPage(where: { slug: "about-us" }) { id } }`);
    const { view, ld } = await spanishPage();
    const notice = within(view.container).getByRole("note", { name: "Esta traducción no está al día con la versión en inglés" });
    expect(notice.textContent).toContain("La versión en inglés de esta página cambió el 1 de junio de 2027, después de hacerse esta traducción.");
    const link = within(notice).getByRole("link", { name: "leer la página" });
    expect([link.getAttribute("href"), link.getAttribute("hreflang")]).toEqual(["/about-us", "en"]);
    expect(notice.textContent).toMatch(/leer la página \(en inglés\)$/);
    expect(view.container.querySelector(".article__review")?.textContent).toMatch(/^Esta traducción no está al día con la versión en inglés\. Traducción revisada/);
    expect(ld.translationOfWork).toMatchObject({ inLanguage: "en", dateModified: DAY });
    expect(ld.translationOfWork).not.toHaveProperty("description");
    expect(translationReport(test.service.store, "es").stale.map((entry) => entry.slug)).toContain("about-us");
  });
});
