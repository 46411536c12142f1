/**
 * The figures a reader acts on, read out of an English text and its Spanish translation so the two
 * can be compared: every number written in digits (with the unit right after it, if any), and the
 * small numbers written as words only where a unit follows ("three months", «tres meses»).
 *
 * The normalisation is kept narrow, and each rule says why:
 * - "1,000" and «1.000» are both 1000 (thousands written either way); "0.5" and «0,5» are both 0.5.
 * - A unit is compared by kind: "24 hours" and «24 horas» are both "24 hours"; "a 7-day course" and
 *   «7 días» are both "7 days"; "90%" and «90 %» are both "90 %".
 * - Years are compared as the number alone: English gives ages without a unit ("under 25", "aged 13
 *   to 64") where Spanish says «menores de 25 años», «de 13 a 64 años». A year count changed into
 *   another unit ("2 years" → «2 meses») is still caught: the Spanish then has "2 months".
 * - Words are read as numbers from two to twelve only, and only before a unit: "one"/"a"/«un»/«una»
 *   are also articles ("a day" is a rate in "twice a day"), and "two of them" is not a figure.
 * - "twice" and "N times" / «N veces» are frequencies ("twice daily", «dos veces al día»); "once" is
 *   not read, as it is also a conjunction ("once you are treated").
 */

export type Language = "en" | "es";

const UNIT_KINDS: Record<Language, Record<string, string>> = {
  en: { hour: "hours", hours: "hours", day: "days", days: "days", week: "weeks", weeks: "weeks", month: "months", months: "months", year: "", years: "", times: "times", mg: "mg", g: "g", kg: "kg", "%": "%", percent: "%" },
  es: { hora: "hours", horas: "hours", día: "days", días: "days", semana: "weeks", semanas: "weeks", mes: "months", meses: "months", año: "", años: "", veces: "times", mg: "mg", g: "g", kg: "kg", "%": "%", "por ciento": "%" },
};

const NUMBER_WORDS: Record<Language, Record<string, number>> = {
  en: { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 },
  es: { dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12 },
};

const alternatives = (words: string[]) => [...words].sort((a, b) => b.length - a.length).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");

/** A number and, when a unit of a known kind follows it (after a space, a no-break space or a hyphen), that unit. */
function figurePattern(language: Language): RegExp {
  const units = alternatives(Object.keys(UNIT_KINDS[language]));
  const words = alternatives(Object.keys(NUMBER_WORDS[language]));
  // Group 1: digits; group 2: a number word (only kept when a unit follows); group 3: the unit.
  return new RegExp(`(?<![\\p{L}\\d])(?:(\\d+(?:[.,]\\d+)*)|(${words}))(?:[\\s\\u00a0-]?(${units})(?![\\p{L}]))?`, "giu");
}

const PATTERNS: Record<Language, RegExp> = { en: figurePattern("en"), es: figurePattern("es") };
const TWICE = /(?<![\p{L}])twice(?![\p{L}])/giu;

function normaliseNumber(written: string): string {
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(written)) return written.replace(/[.,]/g, "");
  return written.replace(",", ".");
}

/** Every figure in `text`, normalised ("500 mg", "72 hours", "3 months", "2 times", "25"), in order. */
export function figures(text: string, language: Language): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PATTERNS[language])) {
    const [, digits, word, unit] = match;
    if (word && !unit) continue;
    const number = digits ? normaliseNumber(digits) : String(NUMBER_WORDS[language][word.toLowerCase()]);
    const kind = unit ? UNIT_KINDS[language][unit.toLowerCase()] : "";
    found.push(kind ? `${number} ${kind}` : number);
  }
  if (language === "en") for (const _ of text.matchAll(TWICE)) found.push("2 times");
  return found;
}

export type FigureDifference = { figure: string; english: number; spanish: number };

/** Each figure whose count differs between the English and the Spanish text. */
export function compareFigures(english: string, spanish: string): FigureDifference[] {
  const count = (list: string[]) => list.reduce((counts, figure) => counts.set(figure, (counts.get(figure) ?? 0) + 1), new Map<string, number>());
  const [en, es] = [count(figures(english, "en")), count(figures(spanish, "es"))];
  return [...new Set([...en.keys(), ...es.keys()])]
    .map((figure) => ({ figure, english: en.get(figure) ?? 0, spanish: es.get(figure) ?? 0 }))
    .filter((difference) => difference.english !== difference.spanish)
    .sort((a, b) => a.figure.localeCompare(b.figure));
}
