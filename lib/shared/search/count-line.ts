import type { Messages } from "@/lib/shared/i18n/messages";
import type { SearchAnswer } from "./types";

/** What the results page's status line says of an answer: "16 articles found for “hiv”.", or that none were. */
export const countLine = (answer: SearchAnswer, t: Messages<"search">["t"]) =>
  answer.total === 0
    ? t("none", { query: answer.query })
    : t(answer.total > answer.hits.length ? "foundSome" : "found", { count: answer.total, query: answer.query, shown: answer.hits.length });
