/** @vitest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import SpanishMessages from "@/components/i18n/SpanishMessages";
import { ErrorView } from "@/components/errors/ErrorView";
import { QuickExitRegion } from "@/components/layout/ShellRegions";
import { SearchView } from "@/components/search/SearchView";
import { ConsentBanner } from "@/components/telemetry/ConsentBanner";
import { TestPlanResult } from "@/components/when-to-test/TestPlanResult";
import { planTests, readExposure } from "@/lib/shared/content/when-to-test";
import { translator } from "@/lib/shared/i18n/catalogue";
import { countLine } from "@/lib/shared/search/count-line";
import spanish from "@/lib/shared/i18n/compiled/es";
import { SponsoredRegion } from "@/components/comparison/AffiliateDisclosure";
import { FeatureListsContext } from "@/components/comparison/FeatureList";
import { PromotionCard } from "@/components/comparison/PromotionCard";
import { featureListsOf } from "@/lib/server/page-data/feature-lists";
import { promotion } from "../../fixtures/content";

/** What a reader of the Spanish site sees: the same components, under the provider Spanish pages get (components/i18n/LocaleMessages). */
const inSpanish = (ui: ReactNode) => render(<SpanishMessages>{ui}</SpanishMessages>);

afterEach(() => vi.restoreAllMocks());

describe("the site in Spanish", () => {
  it("asks the consent question in Spanish, with both choices", () => {
    inSpanish(<ConsentBanner onChoose={() => undefined} />);
    expect(screen.getByRole("dialog", { name: "Su privacidad" })).toBeInTheDocument();
    expect(screen.getByText(/No se guarda ni se comparte nada sobre su visita hasta que usted elija/)).toBeInTheDocument();
    expect(screen.getByText("Qué significa cada opción")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Aceptar la analítica" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Rechazar" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Política de privacidad" })).toHaveAttribute("href", "/privacy-policy");
  });

  it("offers the quick exit in Spanish and counts the Shift presses left, one and many", async () => {
    // jsdom does not navigate: the exit's location.replace is only logged.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    inSpanish(<QuickExitRegion />);
    expect(await screen.findByRole("link")).toHaveAccessibleName(/^Emergencia:\s*Salir de este sitio\. O presione Mayús 3 veces\.$/);
    const shift = () => act(() => void fireEvent.keyDown(document, { key: "Shift" }));
    shift();
    expect(screen.getByText("Presione Mayús 2 veces más para salir.")).toBeInTheDocument();
    shift();
    expect(screen.getByText("Presione Mayús 1 vez más para salir.")).toBeInTheDocument();
    shift();
    expect(screen.getByText("Saliendo.")).toBeInTheDocument();
  });

  it("gives the planner's result in Spanish, with Spanish dates", () => {
    const exposure = { from: "2026-03-12", to: "2026-03-14" };
    const rows = [{ id: "chlamydia", infection: "Clamidia", testType: "NAAT", earliestDays: 7, reliableDays: 14 }];
    const tests = planTests(rows, exposure, "2026-03-20");
    inSpanish(<TestPlanResult plan={{ exposure, tests, pep: false, followUp: null, hepatitisBVaccinated: false }} timeLimits={{}} pepArticle="/es/blog/pep" />);
    expect(screen.getByRole("heading", { name: "Sus fechas para hacerse la prueba tras una exposición el 14 de marzo de 2026 (o desde el 12 de marzo de 2026)" })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Primera fecha en que una prueba puede detectarla" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "21 de marzo de 2026" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "28 de marzo de 2026" })).toBeInTheDocument();
    expect(screen.getByLabelText("Título de un recordatorio en el calendario (elija algo que solo usted entienda)")).toHaveValue("Recordatorio");
    expect(screen.getByRole("button", { name: "Guardar las fechas en mi calendario (.ics)" })).toBeInTheDocument();
  });

  it("explains a date it cannot use in Spanish", () => {
    expect(readExposure("2026-02-30", "", "2026-03-20", translator(spanish.planner))).toEqual({ problem: "Escriba la fecha con día, mes y año, por ejemplo 2026-03-14." });
  });

  it("helps in Spanish when a search finds nothing", async () => {
    const answer = { query: "sifiliz", total: 0, hits: [], suggestions: ["sífilis"] };
    // The status line as the server words it for the page (lib/server/page-data/search.ts).
    inSpanish(<SearchView query="sifiliz" answer={answer} problem={null} topics={[{ title: "Pruebas", href: "/sti-testing/page/1", locale: "en" }]} statusLine={countLine(answer, translator(spanish.search))} />);
    expect(screen.getByRole("heading", { level: 1, name: "Buscar" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("No se encontraron artículos para “sifiliz”.");
    // The results' own chunk renders them (components/search/search-results-content.ts).
    expect(await screen.findByText(/Quizás quiso decir/)).toHaveTextContent("Quizás quiso decir sífilis?");
    expect(screen.getByText("Pruebe con menos palabras o con otras, o con el nombre común de una infección o de un síntoma.")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Ver los temas principales" })).toBeInTheDocument();
  });

  it("discloses a sponsored product card in Spanish, with its labels and accessible names", () => {
    const card = promotion("testwise", 9.35, { couponText: "SAVE15" });
    inSpanish(
      <FeatureListsContext.Provider value={featureListsOf(card)}>
        <SponsoredRegion sponsored>
          <PromotionCard rank={2} slot="chart-test" promotion={card} />
        </SponsoredRegion>
      </FeatureListsContext.Provider>,
    );
    expect(screen.getByRole("note")).toHaveTextContent(/^Aviso de publicidad: recibimos una comisión/);
    expect(screen.getByRole("article", { name: /^Puesto 2: / })).toBeInTheDocument();
    expect(screen.getByText("Nuestra puntuación")).toBeInTheDocument();
    expect(screen.getByText("Oferta:")).toBeInTheDocument();
    expect(screen.getByText("Patrocinado · recibimos una comisión")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Logotipo de Testwise Labs" })).toBeInTheDocument();
  });

  it("says a page was not found in Spanish", () => {
    inSpanish(<ErrorView kind="notFound" />);
    expect(screen.getByRole("heading", { name: "No se encontró la página" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ir a la página principal" })).toBeInTheDocument();
  });
});
