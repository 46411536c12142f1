import { describe, expect, it } from "vitest";
import spanish from "@/lib/shared/i18n/messages/es.json";

/**
 * The Spanish interface speaks to a reader whose gender it does not know: no masculine form that
 * describes the reader ("¿No está seguro?", "estuvo expuesto", "está protegido"), and «período»
 * spelt one way (with its accent), as the articles spell it.
 */
const messages = Object.entries(spanish).flatMap(([namespace, entries]) => Object.entries(entries as Record<string, string>).map(([key, text]) => ({ key: `${namespace}.${key}`, text })));
const READER_MASCULINE = /\b(?:está|estoy|estuvo|estaba|fue|sea|esté)\s+(?:expuest|segur|protegid|vacunad|herid|infectad|preocupad|atendid|diagnosticad)o\b/i;

describe("the Spanish catalogue", () => {
  it("describes the reader without a masculine form", () => {
    expect(messages.filter(({ text }) => READER_MASCULINE.test(text)).map(({ key, text }) => `${key}: ${READER_MASCULINE.exec(text)![0]}`)).toEqual([]);
  });

  it("spells «período» with its accent everywhere", () => {
    expect(messages.filter(({ text }) => /\bperiodos?\b/i.test(text)).map(({ key }) => key)).toEqual([]);
  });
});
