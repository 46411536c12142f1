import { DEFAULT_LOCALE } from "@sti-aware/contract/routes";

/** "." and ".." as a path segment, written plainly or percent-encoded (URL parsers read "%2e" as "."). */
const SINGLE_DOT = /^(?:\.|%2e)$/i;
const DOUBLE_DOT = /^(?:\.|%2e){2}$/i;
const ESCAPE = /%[0-9a-f]{2}/g;

/**
 * The one address of a page path: dot segments resolved, empty segments (a trailing or doubled
 * slash) dropped, lower case (every route and slug of the site is; percent escapes keep the upper
 * case URLs write them in), and no prefix for the default language ("/en/blog" is "/blog").
 * `/ES` → `/es`, `/Es/blog` → `/es/blog`, `/en` → `/`, `/es/` → `/es`, `/es/%2e%2e/blog` → `/blog`.
 * Linear in the path's length: one split, one pass.
 */
export function canonicalPath(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === "" || SINGLE_DOT.test(segment)) continue;
    if (DOUBLE_DOT.test(segment)) segments.pop();
    else segments.push(segment.toLowerCase().replace(ESCAPE, (escape) => escape.toUpperCase()));
  }
  while (segments[0] === DEFAULT_LOCALE) segments.shift();
  return `/${segments.join("/")}`;
}
