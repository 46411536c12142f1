/** @vitest-environment jsdom */
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import SpanishMessages from "@/components/i18n/SpanishMessages";
import { Reviewer, credentialOf } from "@/components/article/Byline";

const raman = { id: "author-priya-raman", slug: "priya-raman", name: "Priya Raman, PharmD", credentials: "PharmD; specialist in HIV prevention pharmacotherapy" };
const ramanEs = { ...raman, credentials: "PharmD (doctora en farmacia); especialista en farmacoterapia para la prevención del VIH" };
const brennanEs = { id: "author-lucas-brennan", slug: "lucas-brennan", name: "Dr. Lucas Brennan", credentials: "MD (doctor en medicina); certificado por la junta en medicina familiar" };

describe("a reviewer's credential in the byline", () => {
  it("is not said twice when the name carries it, in English or in Spanish (where the credential explains itself)", () => {
    expect(credentialOf(raman)).toBe("");
    expect(credentialOf(ramanEs)).toBe("");
    const { container } = render(
      <SpanishMessages>
        <Reviewer reviewer={ramanEs} />
      </SpanishMessages>,
    );
    expect(container.textContent).toMatch(/Priya Raman, PharmD$/);
  });

  it("is said once, with its Spanish explanation, when the name does not carry it", () => {
    expect(credentialOf(brennanEs)).toBe("MD (doctor en medicina)");
  });
});
