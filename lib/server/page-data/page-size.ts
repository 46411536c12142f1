/**
 * What a statically generated page may weigh. Next keeps each page's data (getStaticProps' props)
 * and its HTML in the page cache (memory, and Redis in a cluster), and a static-HTML page's data
 * holds its HTML a second time: a page past this limit is refused when it is generated, so it
 * keeps its last good version and the publish webhook names it as failed, instead of a cache
 * entry of many megabytes being rendered again on every request. Editors' limits
 * (content-service/rich-text/validate.ts) keep real pages far below it.
 */
export const PAGE_DATA_MAX_BYTES = 2 * 1024 * 1024;

type Refusal = { bytes: number; at: number };

/** Pages refused lately, by path, for the webhook to say why (page and API bundles share the process). */
const REFUSALS = Symbol.for("sti-aware.pages-too-large");
const refusals = ((globalThis as { [REFUSALS]?: Map<string, Refusal> })[REFUSALS] ??= new Map());
const MAX_REMEMBERED = 1_000;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const tooLarge = (bytes: number) => `page too large: its data is ${megabytes(bytes)}; a page may have at most ${megabytes(PAGE_DATA_MAX_BYTES)}`;

export class PageTooLargeError extends Error {
  name = "PageTooLargeError";
}

/** Throws PageTooLargeError when `props` (the page's data, as Next serialises it) are over the limit. */
export function checkPageSize(path: string, props: unknown): void {
  const bytes = Buffer.byteLength(JSON.stringify(props));
  refusals.delete(path);
  if (bytes <= PAGE_DATA_MAX_BYTES) return;
  refusals.set(path, { bytes, at: Date.now() });
  if (refusals.size > MAX_REMEMBERED) refusals.delete(refusals.keys().next().value as string);
  throw new PageTooLargeError(`${path}: ${tooLarge(bytes)}`);
}

/** Why `path` failed to regenerate, if it was refused as too large since `since` (ms). */
export function pageTooLargeSince(path: string, since: number): string | undefined {
  const refusal = refusals.get(path);
  return refusal && refusal.at >= since ? tooLarge(refusal.bytes) : undefined;
}
