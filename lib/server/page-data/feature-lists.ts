import { MarkdownError } from "@sti-aware/contract/markdown-bounds";
import { parseFeatureMarkdown } from "@sti-aware/contract/feature-markdown";
import type { FeatureLists } from "@/lib/shared/content/types";
import { reportError } from "@/lib/shared/telemetry/monitoring";

/** A brand's feature text the parser stopped on (past its bounds): the page is not generated from it. */
export class FeatureListError extends Error {
  constructor(cause: MarkdownError) {
    super(`features_md past the Markdown parser's bounds at ${cause.message}`, { cause });
  }
}

/**
 * Every brand's features in a page's data (`features_md` of its promotions and advertisers),
 * parsed here, on the server, so the Markdown parser never ships to the browser: the page's props
 * carry each text's tree, and FeatureList renders it. One walk over the data, each text parsed once.
 *
 * Each text is parsed within the parser's bounds (shared/markdown-bounds.ts: a few milliseconds,
 * under a second for the worst 32 kB), so other requests never wait long. A text past them (one
 * written in hosted Hygraph, or before the content service refused it) is reported and thrown:
 * getStaticProps fails, and Next keeps serving the page's last good version.
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
        if (!Object.hasOwn(lists, child)) lists[child] = parseBounded(child);
      } else stack.push(child);
    }
  }
  return lists;
}

function parseBounded(markdown: string) {
  try {
    return parseFeatureMarkdown(markdown);
  } catch (error) {
    if (!(error instanceof MarkdownError)) throw error;
    const refused = new FeatureListError(error);
    console.error(`Page not regenerated, its last good version is served: ${refused.message}`);
    reportError(refused, { field: "features_md", position: error.position });
    throw refused;
  }
}
