/** @vitest-environment jsdom */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import SpanishMessages from "@/components/i18n/SpanishMessages";
import { TimingSources } from "@/components/when-to-test/TimingSources";
import { WhenToTestView } from "@/components/when-to-test/WhenToTestView";
import { PlannerCallout } from "@/components/when-to-test/PlannerCallout";
import { DEFAULT_CONTENT_DIR, startContentService, type ContentService } from "@/content-service/http/server";
import { plannerView, type PlannerView } from "@/lib/server/page-data/when-to-test";
import { addDays } from "@/lib/shared/content/when-to-test";
import { TIME_LIMIT_SLUGS } from "@/lib/shared/content/time-limits";
import { PageLanguage } from "@/lib/shared/i18n/page-language";
import english from "@/lib/shared/i18n/messages/en.json";
import spanish from "@/lib/shared/i18n/messages/es.json";
import { createContentSource } from "@/queries/client/content-source";
import { getPlannerData } from "@/queries/window-periods";

/**
 * The Spanish planner (/es/when-to-test) as a reader sees it, on the shipped content and its
 * imported Spanish (the real content service, read only): every word of the page is Spanish —
 * form, rows and their notes, the "what to do now" box and its links, the result, what PEP
 * changes, the sources — except the guidance pages' English titles, marked as English.
 */
let service: ContentService;
let planner: PlannerView;
beforeAll(async () => {
  service = await startContentService({ port: 0, contentDir: DEFAULT_CONTENT_DIR });
  planner = plannerView(await getPlannerData(createContentSource({ url: `${service.url}/graphql` }), TIME_LIMIT_SLUGS, ["es", "en"]), "es");
});
afterAll(async () => {
  await service?.close();
});
const today = "2026-11-20";
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${today}T12:00:00`), shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

/** The shipped Spanish of a content folder's entries, by id. */
const shippedSpanish = (folder: string) =>
  new Map(
    readdirSync(join(DEFAULT_CONTENT_DIR, folder)).map((file) => {
      const entry = JSON.parse(readFileSync(join(DEFAULT_CONTENT_DIR, folder, file), "utf8")) as { id: string; localizations?: { es?: Record<string, string> } };
      return [entry.id, entry.localizations?.es ?? {}];
    }),
  );

const renderSpanish = () =>
  render(
    <PageLanguage.Provider value="es">
      <SpanishMessages>
        <WhenToTestView planner={planner} breadcrumbs={[]} answer={null} sources={<TimingSources rows={planner.rows} followUps={planner.followUps} />} />
      </SpanishMessages>
    </PageLanguage.Provider>,
  );

/** The page's text without the sources' titles, which stay in English (and say so with lang="en"). */
function textOutsideEnglishParts(): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const part of copy.querySelectorAll('[lang="en"]')) part.remove();
  return copy.textContent ?? "";
}

/** The planner's English sentences (those that differ in Spanish and are long enough not to occur inside other text). */
const englishSentences = Object.entries(english.planner)
  .filter(([key, text]) => text !== spanish.planner[key as keyof typeof spanish.planner] && !text.includes("{") && text.trim().length > 12)
  .map(([, text]) => text.trim());

describe("the planner in Spanish", () => {
  it("shows every row and its note in the shipped Spanish, and posts its form to the Spanish page", () => {
    renderSpanish();
    const rows = shippedSpanish("window-periods");
    expect(planner.rows.length).toBeGreaterThan(5);
    for (const row of planner.rows) {
      expect(row.infection).toBe(rows.get(row.id)?.infection);
      expect(row.note).toBe(rows.get(row.id)?.note);
    }
    const sources = screen.getByRole("region", { name: "De dónde vienen estos plazos" });
    expect(sources.textContent).toContain(planner.rows[0].note);
    expect(document.querySelector("form")?.getAttribute("action")).toBe("/es/when-to-test");
    expect(screen.getByRole("button", { name: "Ver mis fechas para la prueba" })).toBeTruthy();
    for (const sentence of englishSentences) expect(textOutsideEnglishParts()).not.toContain(sentence);
  });

  it("within 72 hours: the box says go now and ask for PEP in Spanish, and links the Spanish articles", () => {
    renderSpanish();
    fireEvent.change(screen.getByLabelText("Fecha de la posible exposición"), { target: { value: addDays(today, -1) } });
    fireEvent.click(screen.getByRole("button", { name: "Ver mis fechas para la prueba" }));
    const now = screen.getByRole("region", { name: "Qué hacer ahora" });
    expect(now.textContent).toContain("Puede que su posible exposición haya sido en las últimas 72 horas:");
    expect(within(now).getByRole("link", { name: "Qué es la PEP y cómo conseguirla" }).getAttribute("href")).toBe("/es/blog/pep-despues-de-una-exposicion-al-vih");
    expect(within(now).getByRole("link", { name: "cuándo buscar atención urgente" }).getAttribute("href")).toBe("/es/blog/cuando-buscar-atencion-urgente-de-salud-sexual");
    expect(screen.getByRole("button", { name: "Guardar las fechas en mi calendario (.ics)" })).toBeTruthy();
    for (const sentence of englishSentences) expect(textOutsideEnglishParts()).not.toContain(sentence);
  });

  it("exposure yesterday, no PEP: the result opens with the PEP alert in Spanish (24 and 72 hours), before the first row", () => {
    renderSpanish();
    fireEvent.change(screen.getByLabelText("Fecha de la posible exposición"), { target: { value: addDays(today, -1) } });
    fireEvent.click(screen.getByRole("button", { name: "Ver mis fechas para la prueba" }));
    const result = screen.getByRole("region", { name: /^Sus fechas para hacerse la prueba/ });
    const alert = within(result).getByRole("alert");
    expect(result.querySelector("h2 + [role=alert]")).toBe(alert);
    expect(alert.textContent).toContain("Vaya ahora y pida la PEP");
    expect(alert.textContent).toContain("lo antes posible, idealmente en un plazo de 24 horas y nunca después de 72 horas");
    expect(within(alert).getByRole("link", { name: "Qué es la PEP y cómo conseguirla" }).getAttribute("href")).toBe("/es/blog/pep-despues-de-una-exposicion-al-vih");
    const firstRow = within(result).getAllByRole("row")[1];
    expect(alert.compareDocumentPosition(firstRow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const now = screen.getByRole("region", { name: "Qué hacer ahora" });
    expect(now.textContent).toContain("en un plazo de 5 días después del sexo");
    expect(now.textContent).toContain("idealmente en un plazo de 24 horas y nunca después de 14 días tras el sexo");
    expect(now.textContent).toContain("en un plazo de 72 horas después del sexo");
    expect(now.textContent).toContain("mejor en un plazo de 4 días después de la exposición, y hasta 14 días");
    for (const sentence of englishSentences) expect(textOutsideEnglishParts()).not.toContain(sentence);
  });

  it("after PEP: what PEP changes, from the shipped Spanish follow-up, with its English source marked as English", () => {
    renderSpanish();
    const pep = shippedSpanish("prevention-follow-ups").get("follow-up-pep") ?? {};
    fireEvent.change(screen.getByLabelText("Fecha de la posible exposición"), { target: { value: addDays(today, -2) } });
    fireEvent.click(screen.getByRole("radio", { name: pep.label }));
    fireEvent.click(screen.getByRole("button", { name: "Ver mis fechas para la prueba" }));
    const advice = screen.getByRole("region", { name: `Usted tomó ${pep.label}: las pruebas del VIH funcionan de otra manera` });
    expect(advice.textContent).toContain(pep.advice);
    expect(advice.textContent).toContain(`Prueba final del VIH: ${pep.finalTest}`);
    const source = within(advice).getByRole("link");
    expect(source.getAttribute("hreflang")).toBe("en");
    expect(`${source.querySelector('[lang="en"]')?.textContent} (en inglés)`).toBe(source.textContent);
    expect(screen.getByRole("region", { name: "Qué hacer ahora" }).textContent).toContain("Siga tomando la PEP");
    for (const sentence of englishSentences) expect(textOutsideEnglishParts()).not.toContain(sentence);
  });
});

describe("the planner's call-out in a Spanish article", () => {
  it("links the Spanish planner", () => {
    render(
      <PageLanguage.Provider value="es">
        <SpanishMessages>
          <PlannerCallout tags={["pep"]} />
        </SpanishMessages>
      </PageLanguage.Provider>,
    );
    expect(screen.getByRole("link").getAttribute("href")).toBe("/es/when-to-test");
  });
});
