import { createContentSource, type ContentSource } from "./content-source";
import { siteEnv } from "./env";

/** Server side: the master content API, or the preview API (DRAFT stage) in draft mode. */
export function contentSource(options: { preview?: boolean } = {}): ContentSource {
  const env = siteEnv();
  const endpoint = options.preview
    ? { url: env.previewApiUrl, token: env.previewApiToken }
    : { url: env.contentApiUrl, token: env.contentApiToken };
  return createContentSource(endpoint, env.contentTimeoutMs);
}
