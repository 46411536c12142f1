import { richTextToPlainText, type RichTextDocument } from "@sti-aware/contract/rich-text";
import { LOCALES, DEFAULT_LOCALE, localizedVersion } from "./localization";
import type { Entry } from "./store";

/**
 * One fact, one place: a figure that recurs (an age range, the PEP time limit, a dose, a helpline
 * number) is a Fact record. Its patterns find every copy in what readers read; a copy that is not
 * one of the record's accepted forms contradicts it. Rules for the record itself run on every
 * write and at start-up (entry-validation.ts); the copies are compared by the editors' check.
 */

/**
 * Copies compare without case, with any dash or " to " as "-", spaces collapsed, and without the
 * commas and joining words of a worded limit ("ideally within 24 hours, and no later than 72").
 */
export function normalizeFigure(value: string): string {
  return value
    .toLowerCase()
    .replace(/[,;:]/g, " ")
    .replace(/\s(?:and|but|y|pero)\s/g, " ")
    .replace(/\s*(?:[‐-―−-]|\bto\b)\s*/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

function compiled(pattern: string): RegExp | string {
  try {
    const regex = new RegExp(pattern, "gi");
    // A pattern must capture the figure: at least one group.
    return new RegExp(`${pattern}|`).exec("")!.length > 1 ? regex : "has no group ( ) capturing the figure";
  } catch (error) {
    return `is not a regular expression: ${(error as Error).message}`;
  }
}

/** Each pattern must be a regular expression with a group capturing the figure. */
export function patternProblems(field: string, patterns: unknown): string[] {
  return (Array.isArray(patterns) ? patterns : []).flatMap((pattern, index) => {
    const regex = typeof pattern === "string" ? compiled(pattern) : "is not text";
    return typeof regex === "string" ? [`${field}[${index}] ${regex}`] : [];
  });
}

export function factProblems(fact: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const list = (field: string) => (Array.isArray(fact[field]) ? (fact[field] as unknown[]) : []);
  if (!list("accepted").length) problems.push("accepted must list at least one way the figure is written");
  if (!list("patterns").length) problems.push("patterns must list at least one way to find a copy of the figure");
  problems.push(...patternProblems("patterns", fact.patterns));
  if (typeof fact.sourceUrl !== "string" || !fact.sourceUrl.startsWith("https://")) problems.push("sourceUrl must be the https address of the guidance the figure comes from");
  return problems;
}

/** Where readers read a figure: each entry's text fields, by model. */
export function readerText(model: string, entry: Entry): { field: string; text: string }[] {
  const plain = (value: unknown) => (value && typeof value === "object" ? richTextToPlainText(value as RichTextDocument) : typeof value === "string" ? value : "");
  const fields: Record<string, string[]> = {
    Post: ["title", "excerpt", "content"],
    Page: ["title", "headerOneText", "headerTwoText", "content"],
    Faq: ["question", "answer"],
    UrgentHelp: ["title", "timeframe"],
    WindowPeriod: ["note"],
    PreventionFollowUp: ["label", "advice", "finalTest"],
  };
  const found = (fields[model] ?? []).map((field) => ({ field, text: plain(entry[field]) }));
  if (model === "UrgentHelp") {
    (Array.isArray(entry.steps) ? entry.steps : []).forEach((step, index) => found.push({ field: `steps[${index}]`, text: String(step) }));
    (Array.isArray(entry.helplines) ? (entry.helplines as Record<string, unknown>[]) : []).forEach((line, index) =>
      found.push({ field: `helplines[${index}]`, text: `${String(line.name ?? "")} ${String(line.phone ?? "")}` }),
    );
  }
  return found.filter((item) => item.text);
}

/** A figure stored once: a Fact record, or a window-period row's window. */
export type StoredFigure = { slug: string; name: string; value: string; accepted: string[]; patterns: string[] };

const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

export function factFigure(fact: Entry): StoredFigure {
  return { slug: String(fact.slug), name: String(fact.name), value: String(fact.value), accepted: strings(fact.accepted), patterns: strings(fact.patterns) };
}

/** A window-period row's window, as its copies in articles must give it ("10 to 33 days"). */
export function windowFigure(row: Entry): StoredFigure {
  const value = `${String(row.earliestDays)} to ${String(row.reliableDays)} days`;
  return { slug: row.id, name: `${String(row.infection)}, ${String(row.testType)}: window period`, value, accepted: [value], patterns: strings(row.copyPatterns) };
}

export type FactCopy = { field: string; copy: string; figure: StoredFigure };

/** Reader text in every language: a translation's own text is named by its locale ("es.content"). */
function textsInEveryLocale(model: string, entry: Entry): { field: string; text: string }[] {
  const english = readerText(model, entry);
  const texts = [...english];
  for (const locale of LOCALES) {
    const version = locale === DEFAULT_LOCALE ? null : localizedVersion(entry, locale);
    if (!version) continue;
    const own = readerText(model, version).filter(({ field, text }) => !english.some((item) => item.field === field && item.text === text));
    texts.push(...own.map(({ field, text }) => ({ field: `${locale}.${field}`, text })));
  }
  return texts;
}

/** Copies of stored figures in an entry's reader text (every language) that are none of the figure's accepted forms. */
export function contradictingCopies(model: string, entry: Entry, figures: StoredFigure[]): FactCopy[] {
  const texts = textsInEveryLocale(model, entry);
  const found: FactCopy[] = [];
  for (const figure of figures) {
    const accepted = new Set(figure.accepted.map(normalizeFigure));
    for (const pattern of figure.patterns) {
      const regex = compiled(pattern);
      if (typeof regex === "string") continue;
      for (const { field, text } of texts) {
        for (const match of text.matchAll(regex)) {
          const copy = match.slice(1).find((group) => group !== undefined) ?? "";
          if (copy && !accepted.has(normalizeFigure(copy))) found.push({ field, copy, figure });
        }
      }
    }
  }
  return found;
}
