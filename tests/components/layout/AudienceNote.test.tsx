/** @vitest-environment jsdom */
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import SpanishMessages from "@/components/i18n/SpanishMessages";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { UrgentHelpBox } from "@/components/article/UrgentHelpBox";
import { DEFAULT_CONTENT_DIR } from "@/content-service/http/server";
import { ContentStore } from "@/content-service/store/store";
import { PageLanguage } from "@/lib/shared/i18n/page-language";
import type { UrgentHelp } from "@/lib/shared/content/types";

/**
 * Who the site is for and how to get help in Spanish, said once (components/help/AudienceNote) and
 * shown in the footer of every page and in every urgent-help box, in both languages. The services
 * and numbers it names are the helplines the shipped urgent-help boxes list, so the two cannot drift.
 */
const inSpanish = (ui: React.ReactNode) =>
  render(
    <PageLanguage.Provider value="es">
      <SpanishMessages>{ui}</SpanishMessages>
    </PageLanguage.Provider>,
  );
const footer = <SiteFooter menu={null} siteName="STI Aware" copyrightYear={2026} />;
const box: UrgentHelp = {
  id: "urgent-sexual-assault",
  title: "Sexual assault",
  timeframe: null,
  steps: ["Go to a safe place."],
  helplines: [{ id: "rainn", name: "RAINN", phone: "1-800-656-4673", description: null, url: "https://rainn.org/" }],
  sourceTitle: "RAINN",
  sourceUrl: "https://rainn.org/",
  lastReviewed: "2026-11-28",
} as UrgentHelp;

describe("who the site is for, and help in Spanish", () => {
  it("is said in the English footer and urgent box: US services, and how each answers in Spanish", () => {
    for (const { container } of [render(footer), render(<UrgentHelpBox items={[box]} />)]) {
      const text = container.textContent!;
      expect(text).toContain("This site is written for people in the United States: 911 and the helplines it names are US services. Outside the US, call your local emergency number.");
      expect(text).toContain("at 911, say “Spanish” and stay on the line while an interpreter joins the call");
      expect(text).toContain("CDC-INFO (1-800-232-4636) answers in English and Spanish");
      expect(text).toContain("(1-800-656-4673) offers support in Spanish by phone and online chat");
    }
  });

  it("is said in Spanish on Spanish pages", () => {
    for (const { container } of [inSpanish(footer), inSpanish(<UrgentHelpBox items={[box]} />)]) {
      const text = container.textContent!;
      expect(text).toContain("Este sitio está escrito para personas en Estados Unidos");
      expect(text).toContain("en el 911, diga «Spanish» y no cuelgue mientras se une un intérprete a la llamada");
      expect(text).toContain("CDC-INFO (1-800-232-4636) atiende en inglés y en español");
      expect(text).not.toMatch(/This site|Help in Spanish/);
    }
  });

  it("names exactly the phone numbers the shipped urgent-help boxes list", () => {
    const shipped = new Set(
      ContentStore.load(DEFAULT_CONTENT_DIR)
        .all("UrgentHelp", "PUBLISHED")
        .flatMap((entry) => (entry.helplines as { phone?: string }[]).map((line) => line.phone).filter(Boolean)),
    );
    for (const { container } of [render(footer), inSpanish(footer)]) {
      const note = container.querySelector(".site-footer__audience")!.textContent!;
      const named = new Set(note.match(/\b\d{3}\b(?!-)|\d-\d{3}-\d{3}-\d{4}/g));
      expect(named).toEqual(shipped);
    }
  });
});
