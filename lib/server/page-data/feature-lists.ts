import { parseFeatureMarkdown } from "@sti-aware/contract/feature-markdown";
import type { FeatureLists } from "@/lib/shared/content/types";

/**
 * Every brand's features in a page's data (`features_md` of its promotions and advertisers),
 * parsed here, on the server, so the Markdown parser never ships to the browser: the page's props
 * carry each text's tree, and FeatureList renders it. One walk over the data, each text parsed once.
 */
export function featureListsOf(data: unknown): FeatureLists {
  const lists: FeatureLists = {};
  const stack: unknown[] = [data];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value !== "object" || value === null) continue;
    if (Array.isArray(value)) {
      stack.push(...value);
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      if (key === "features_md" && typeof child === "string") {
        if (!Object.hasOwn(lists, child)) lists[child] = parseFeatureMarkdown(child);
      } else stack.push(child);
    }
  }
  return lists;
}
