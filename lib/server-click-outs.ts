import { ClickOutTable } from "./click-out-table";
import { contentSource } from "./server-content-source";

/** The site process's one click-out table, read from the master content API. */
export const clickOutTable = new ClickOutTable(() => contentSource());

/** What a click-out answers with when no table could ever be loaded (503). */
export const CLICK_OUT_RETRY_AFTER_SECONDS = 30;
