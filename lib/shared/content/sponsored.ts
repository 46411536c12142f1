import type { RichText, RichTextReference } from "./types";

/** Embeds and inline links that earn a commission: click-outs, promotion cards, reviews and charts. */
const SPONSORED_TYPES: ReadonlySet<RichTextReference["__typename"]> = new Set(["DeepLink", "Promotion", "ProductReview", "Chart"]);

/** Whether rich text carries an affiliate element, so the page must disclose it before the content. */
export function hasSponsoredContent(content: Pick<RichText, "references"> | null | undefined): boolean {
  return content?.references.some((reference) => SPONSORED_TYPES.has(reference.__typename)) ?? false;
}
