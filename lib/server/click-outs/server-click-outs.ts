import { ClickOutResolver } from "./click-out-resolver";
import { contentSource } from "@/lib/server/content/source";

/** The site process's click-out resolver, on the master content API. */
export const clickOuts = new ClickOutResolver(() => contentSource());
