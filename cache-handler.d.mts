// Types for cache-handler.mjs (plain JavaScript that Next loads itself).
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";

export default CacheHandler;
