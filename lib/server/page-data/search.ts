import type { GetServerSidePropsContext } from "next";
import { clientOf, runSearch, setPrivateSearchHeaders } from "@/lib/server/search/run";
import type { SearchAnswer } from "@/lib/shared/search/types";
import { contentSource } from "@/lib/server/content/source";
import { getSharedContext } from "@/lib/server/content/shared-context";
import { shortLivedPer } from "@/lib/server/content/short-lived";
import type { ContentSource } from "@/queries/client/content-source";
import { listAllListings, type ListingSummary } from "@/lib/server/content/listings";
import { listingPagePath } from "@/lib/server/content/listings";
import { localeOf, shellProps, type ShellProps } from "./static-props";
import { DEFAULT_LOCALE, routes, SITE_LOCALES, type SiteLocale } from "@sti-aware/contract/routes";
import { queryValue } from "@/lib/server/api/query-values";
import { crossSiteProblem } from "@/lib/server/api/same-site";
import { siteEnv } from "@/lib/server/config/env";
import { serverMessages } from "@/lib/server/i18n/messages";
import { countLine } from "@/lib/shared/search/count-line";

/** Results on the results page. */
export const PAGE_RESULTS = 20;

/** A main topic: a category's listing, in `locale` (the reader's language where the category has a listing in it, else English). */
export type SearchTopic = { title: string; href: string; locale: SiteLocale };
export type SearchPageProps = ShellProps & {
  query: string;
  answer: SearchAnswer | null;
  /** Why there is no answer (too long, too many searches, search unavailable). */
  problem: string | null;
  /** The main topics, offered when nothing matched. */
  topics: SearchTopic[];
  /** The status line's count of the answer, in the page's language (components/search/SearchView.tsx says why here). */
  statusLine: string;
};

const topicsCache = shortLivedPer<SiteLocale, SearchTopic[]>(SITE_LOCALES, 60_000);

/**
 * The categories' listings in the reader's language, by name; a category without a listing in it
 * (no article in that language yet) is offered in English, said to be, so every topic leads to a page.
 */
async function searchTopics(source: ContentSource, locale: SiteLocale): Promise<SearchTopic[]> {
  const [english, inLanguage] = await Promise.all([listAllListings(source, DEFAULT_LOCALE), listAllListings(source, locale)]);
  const categoryOf = (listing: ListingSummary) => listing.subCategory === null;
  return english
    .filter(categoryOf)
    .map((category) => inLanguage.filter(categoryOf).find((translated) => translated.categoryId === category.categoryId) ?? category)
    .map((listing) => ({ title: listing.title, href: listingPagePath(listing, 1), locale: listing.locale }))
    .sort((a, b) => a.title.localeCompare(b.title, locale));
}

/**
 * /search?q=…: the results, rendered on the server (works without JavaScript, the address can be
 * shared). Private: not cached, no Referer leaves it, not indexed, and the page's title, metadata
 * and canonical address never carry the query.
 */
export async function searchPageProps(context: GetServerSidePropsContext): Promise<{ props: SearchPageProps }> {
  setPrivateSearchHeaders(context.res);
  const source = contentSource();
  // The route's language (/es/search is Spanish): its index answers, in its words.
  const locale = localeOf(context);
  const [shared, topics, outcome] = await Promise.all([
    getSharedContext(source, locale),
    topicsCache.get(locale, source.endpoint.url, () => searchTopics(source, locale)).catch(() => []),
    runSearch(queryValue(context.query, "q", { repeated: "joined" }), clientOf(context.req), PAGE_RESULTS, { countMiss: !crossSiteProblem(context.req, siteEnv().siteUrl), locale }),
  ]);
  if (outcome.status !== 200) {
    context.res.statusCode = outcome.status;
    if (outcome.retryAfterSeconds) context.res.setHeader("Retry-After", String(outcome.retryAfterSeconds));
  }
  const { t } = serverMessages("pages", context.locale);
  const shell = shellProps(shared, {
    title: t("searchTitle"),
    description: t("searchDescription"),
    path: routes.inLocale(locale).path("search"),
    alternates: SITE_LOCALES.map((language) => ({ locale: language, path: routes.inLocale(language).path("search") })),
    image: null,
    type: "website",
    noindex: true,
    structuredData: [],
  }, { locale });
  return {
    props: {
      ...shell,
      query: outcome.status === 200 ? outcome.answer.query : outcome.query,
      answer: outcome.status === 200 ? outcome.answer : null,
      problem: outcome.status === 200 ? null : outcome.problem,
      topics,
      statusLine: outcome.status === 200 && outcome.answer.query ? countLine(outcome.answer, serverMessages("search", context.locale).t) : "",
    },
  };
}
