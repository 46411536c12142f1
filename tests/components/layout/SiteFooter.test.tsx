/** @vitest-environment jsdom */
import { render } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import SpanishMessages from "@/components/i18n/SpanishMessages";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { contradictingCopies, factFigure } from "@/content-service/store/facts";
import { DEFAULT_CONTENT_DIR, startContentService, type ContentService } from "@/content-service/http/server";
import { ContentStore } from "@/content-service/store/store";
import { clearSharedContext, getSharedContext } from "@/lib/server/content/shared-context";
import type { SharedContext } from "@/lib/shared/content/types";
import { PageLanguage } from "@/lib/shared/i18n/page-language";
import { createContentSource } from "@/queries/client/content-source";

/**
 * The footer's health note on every page, read from the shipped content through the real content
 * service: PEP's time limits come from the CMS's facts and are worded, in English and in Spanish,
 * as the editors' check accepts a copy of the `pep-start-timing` fact (no bare "within 72 hours").
 */
let service: ContentService;
let shared: SharedContext;
beforeAll(async () => {
  clearSharedContext();
  service = await startContentService({ port: 0, contentDir: DEFAULT_CONTENT_DIR });
  shared = await getSharedContext(createContentSource({ url: `${service.url}/graphql` }));
});
afterAll(async () => {
  clearSharedContext();
  await service?.close();
});

const facts = ContentStore.load(DEFAULT_CONTENT_DIR).all("Fact", "PUBLISHED").map(factFigure);
const footer = (pepHours = shared.pepHours) => <SiteFooter menu={null} siteName="STI Aware" copyrightYear={2026} pepHours={pepHours} />;
const healthNote = (container: HTMLElement) => container.querySelector(".site-footer__note")!.textContent!;
/** The note as the check reads an article: copies of a fact that are none of its accepted forms. */
const contradictions = (text: string) => contradictingCopies("Page", { __typename: "Page", stage: "PUBLISHED", id: "footer", createdAt: "", updatedAt: "", publishedAt: null, title: text }, facts).map((copy) => `${copy.figure.slug}: ${copy.copy}`);

describe("the footer's PEP time limits", () => {
  it("reads 24 and 72 hours from the CMS's facts", () => {
    expect(shared.pepHours).toEqual({ ideal: 24, limit: 72 });
  });

  it("says as soon as possible, ideally within 24 hours, no later than 72 hours, in English", () => {
    const note = healthNote(render(footer()).container);
    expect(note).toContain("post-exposure prophylaxis (PEP) must start as soon as possible, ideally within 24 hours, no later than 72 hours.");
    expect(contradictions(note)).toEqual([]);
  });

  it("says the same in Spanish", () => {
    const { container } = render(
      <PageLanguage.Provider value="es">
        <SpanishMessages>{footer()}</SpanishMessages>
      </PageLanguage.Provider>,
    );
    const note = healthNote(container);
    expect(note).toContain("la profilaxis posexposición (PEP) debe empezar lo antes posible, idealmente dentro de las 24 horas, nunca después de 72 horas.");
    expect(contradictions(note)).toEqual([]);
  });

  it("words a changed fact as the fact says, and the check catches a limit that drops the ideal", () => {
    expect(healthNote(render(footer({ ideal: 12, limit: 48 })).container)).toContain("ideally within 12 hours, no later than 48 hours");
    expect(contradictions("If you were exposed to HIV, PEP must start within 72 hours.")).toEqual(["pep-start-timing: within 72 hours"]);
  });
});
