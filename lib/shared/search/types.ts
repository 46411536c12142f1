import type { SiteLocale } from "@sti-aware/contract/routes";

/** What a search answers, in the browser and on the server (no server code here). */

/** A run of a passage: `mark` where a word matched the query (rendered as <mark>). */
export type PassageSegment = { text: string; mark: boolean };

export type SearchHit = {
  href: string;
  title: string;
  category: string | null;
  /** The date of the article's last medical review (YYYY-MM-DD), when it has one. */
  reviewed: string | null;
  passage: PassageSegment[];
};

export type SearchAnswer = {
  query: string;
  /** How many published articles match (hits holds the first few). */
  total: number;
  hits: SearchHit[];
  /** Words the index knows that are close to the query, offered when nothing matched. */
  suggestions: string[];
  /**
   * When nothing matched in the reader's language: what the English index found, offered as
   * English pages (never mixed into the results). Absent for English and when English found nothing too.
   */
  otherLanguage?: { locale: SiteLocale; total: number; hits: SearchHit[] };
};
