// Types for cache-handler.mjs (plain JavaScript that Next loads itself): with REDIS_URL, the only
// case in which the site's own code (instrumentation.ts) uses it, its default export is this class.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";

export default CacheHandler;
