import { ClickOutTable } from "./click-out-table";
import { contentSource } from "@/lib/server/content/source";

/** The site process's one click-out table, read from the master content API. */
export const clickOutTable = new ClickOutTable(() => contentSource());
