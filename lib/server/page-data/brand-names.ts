import type { ContentSource } from "@/queries/client/content-source";
import type { RichText } from "@/lib/shared/content/types";
import { getBrandNamesByDeepLink } from "@/queries/brands-by-deep-link";

/**
 * Rich text with each linked deep link's brand name filled in, so click-out analytics name
 * the brand ("CareLink Telehealth"), as promotion cards do, and never the link ("carelink").
 */
export async function withBrandNames(source: ContentSource, content: RichText | null): Promise<RichText | null> {
  if (!content) return content;
  const names = [...new Set(content.references.flatMap((reference) => (reference.__typename === "DeepLink" ? [reference.name] : [])))];
  const brands = await getBrandNamesByDeepLink(source, names);
  return {
    ...content,
    references: content.references.map((reference) =>
      reference.__typename === "DeepLink" ? { ...reference, brandName: brands.get(reference.name) ?? null } : reference,
    ),
  };
}
