import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, type Token } from "@messageformat/parser";
import { compiledFiles, compileMessages, I18N_DIR, MESSAGE_LOCALES, readCatalogue } from "@/scripts/lib/message-catalogues";

/** The {arguments} a message uses, plural and select ones included. */
function argumentsOf(tokens: Token[]): string[] {
  return tokens.flatMap((token) => {
    if (token.type === "argument" || token.type === "function") return [token.arg];
    if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
      return [token.arg, ...token.cases.flatMap((entry) => argumentsOf(entry.tokens))];
    }
    return [];
  });
}

const english = readCatalogue("en");
const others = MESSAGE_LOCALES.filter((locale) => locale !== "en");

describe("message catalogues", () => {
  it.each(others)("%s has every English key and no other", (locale) => {
    const catalogue = readCatalogue(locale);
    const keys = (messages: Record<string, Record<string, string>>) => Object.entries(messages).flatMap(([namespace, entries]) => Object.keys(entries).map((key) => `${namespace}.${key}`)).sort();
    expect(keys(catalogue)).toEqual(keys(english));
  });

  it.each(others)("%s messages take the same arguments as the English ones", (locale) => {
    const catalogue = readCatalogue(locale);
    for (const [namespace, entries] of Object.entries(english)) {
      for (const [key, source] of Object.entries(entries)) {
        const wanted = [...new Set(argumentsOf(parse(source)))].sort();
        expect([...new Set(argumentsOf(parse(catalogue[namespace]?.[key] ?? "")))].sort(), `${locale} ${namespace}.${key}`).toEqual(wanted);
      }
    }
  });

  it.each(MESSAGE_LOCALES)("every %s message parses", (locale) => {
    expect(() => compileMessages(locale, readCatalogue(locale))).not.toThrow();
  });

  it("the Spanish site names STIs as its articles and category names do: ITS, never ETS (a search synonym only)", () => {
    const spanish = Object.values(readCatalogue("es")).flatMap((entries) => Object.entries(entries));
    expect(spanish.filter(([, text]) => /\bETS\b/.test(text)).map(([key]) => key)).toEqual([]);
    expect(spanish.some(([, text]) => /\bITS\b/.test(text))).toBe(true);
  });

  it("refuses a message that does not parse, naming it", () => {
    expect(() => compileMessages("es", { listing: { loaded: "{count, plural, one {# artículo} other {# artículos}" } })).toThrow(/es: listing\.loaded does not parse/);
  });

  it("the compiled modules are up to date with the catalogues (npm run messages)", () => {
    for (const [file, content] of compiledFiles()) {
      expect(readFileSync(path.join(I18N_DIR, file), "utf8"), file).toBe(content);
    }
  });
});
