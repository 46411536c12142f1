import type { Entry } from "../store/store";

/**
 * The editors' check rules for comparison data: a chart ranks only the product types it lists
 * (Chart.productTypes, Promotion.productType: data, not code), and a product's count of infections
 * tested agrees with what it says it tests.
 */

type Report = (entry: Entry, field: string, message: string) => void;
type Lookup = (id: unknown) => Entry | null;

/** Products of a type that tests for infections: only these count infections tested. */
export const TEST_PRODUCT_TYPE = "sti-test";

export function chartTypeFindings(chart: Entry, get: Lookup, error: Report): void {
  const types = Array.isArray(chart.productTypes) ? (chart.productTypes as string[]) : [];
  if (!types.length) return error(chart, "productTypes", "lists no product types: say which kinds of product this chart compares");
  for (const id of Array.isArray(chart.promotions) ? chart.promotions : []) {
    const promotion = get(id);
    if (!promotion) continue;
    const type = typeof promotion.productType === "string" ? promotion.productType : "";
    if (!types.includes(type)) {
      error(chart, "promotions", `ranks ${promotion.id}, ${type ? `a "${type}"` : "a product with no type"}, but compares only ${types.map((t) => `"${t}"`).join(", ")}`);
    }
  }
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const INFECTIONS = [/chlamydia/i, /gonorrh(?:o)?ea/i, /syphilis/i, /\bHIV\b/i, /trichomon|\btrich\b/i, /hepatitis b|\bHBV\b/i, /hepatitis c|\bHCV\b/i, /herpes|\bHSV\b/i, /mycoplasma/i, /\bHPV\b/i, /ureaplasma/i];

/** How many infections a product's "tests for" states: a number with what it counts, a leading number, else the infections it names; null if it names none. */
export function statedInfectionCount(testsFor: string): number | null {
  // "A 10-test panel", "four infections": a count named with what it counts, anywhere in the text.
  const counted = /\b(\d+|[a-z]+)[-\s](?:tests?|infections?)\b/i.exec(testsFor)?.[1].toLowerCase() ?? "";
  if (/^\d+$/.test(counted)) return Number(counted);
  if (Object.hasOwn(NUMBER_WORDS, counted)) return NUMBER_WORDS[counted];
  const leading = /^\s*(\d+|[a-z]+)\b/i.exec(testsFor)?.[1].toLowerCase() ?? "";
  if (/^\d+$/.test(leading)) return Number(leading);
  if (Object.hasOwn(NUMBER_WORDS, leading)) return NUMBER_WORDS[leading];
  const named = INFECTIONS.filter((infection) => infection.test(testsFor)).length;
  return named || null;
}

export function promotionFactFindings(promotion: Entry, error: Report): void {
  const counted = typeof promotion.infectionsTested === "number" ? promotion.infectionsTested : null;
  if (counted === null) return;
  if (promotion.productType !== TEST_PRODUCT_TYPE) {
    error(promotion, "infectionsTested", `counts ${counted} infections tested, but the product is ${promotion.productType ? `a "${String(promotion.productType)}"` : "of no type"}, not a test`);
    return;
  }
  const stated = typeof promotion.testsFor === "string" ? statedInfectionCount(promotion.testsFor) : null;
  if (stated !== null && stated !== counted) {
    error(promotion, "infectionsTested", `is ${counted}, but "tests for" says ${stated} ("${String(promotion.testsFor)}"): price per infection would mislead`);
  }
}

/** Words that promise many infections in one order. */
const PANEL_CLAIM = /\b(?:broad|full|comprehensive|complete|wide)\s+(?:STI\s+)?panels?\b|\ball (?:the )?(?:common |main )?STIs\b/i;
/** At most this many infections is a narrow kit, whatever the sentence next to it says. */
const NARROW_KIT = 2;

type Block = { type?: string; nodeId?: string; nodeType?: string; text?: string; children?: Block[] };
const blockText = (block: Block): string => (typeof block.text === "string" ? block.text : (block.children ?? []).map(blockText).join(" "));

/** A sentence promising a broad panel right next to an embedded kit that tests one or two infections. */
export function panelClaimFindings(entry: Entry, get: Lookup, error: Report): void {
  const blocks = ((entry.content as Block | undefined)?.children ?? []) as Block[];
  blocks.forEach((block, index) => {
    if (block.type !== "embed" || block.nodeType !== "Promotion") return;
    const promotion = get(block.nodeId);
    const counted = typeof promotion?.infectionsTested === "number" ? promotion.infectionsTested : null;
    if (!promotion || counted === null || counted > NARROW_KIT) return;
    const claim = [blocks[index - 1], blocks[index + 1]].map((near) => (near ? blockText(near) : "")).find((text) => PANEL_CLAIM.test(text));
    if (claim) {
      error(entry, "content", `embeds ${promotion.id}, which tests ${counted} infection${counted === 1 ? "" : "s"}, next to "${PANEL_CLAIM.exec(claim)![0]}": a reader would take the kit for a broad panel`);
    }
  });
}
