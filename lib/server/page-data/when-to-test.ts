import { FORM_METHODS, refuseOtherMethods } from "@/lib/server/api/allowed-methods";
import type { GetServerSidePropsContext } from "next";
import { BodyTooLargeError, readRawBody } from "@sti-aware/contract/raw-body";
import { siteEnv } from "@/lib/server/config/env";
import { absoluteUrl, breadcrumbListLd, breadcrumbTrail, type Breadcrumb } from "@/lib/server/page-data/seo";
import { contentSource } from "@/lib/server/content/source";
import { getSharedContext, withFallback } from "@/lib/server/content/shared-context";
import { localToday, NO_PREVENTION } from "@/lib/shared/content/when-to-test";
import { answerPlanner, type PlannerAnswer as SharedAnswer } from "@/lib/shared/content/planner-answer";
import { TIME_LIMIT_SLUGS, timeLimitsFrom, type TimeLimits } from "@/lib/shared/content/time-limits";
import { getPlannerData, type PlannerData, type PreventionFollowUpRow } from "@/queries/window-periods";
import { lastGood } from "@/lib/server/content/last-good";
import { localeOf, shellProps, type ShellProps } from "./static-props";
import { everyLanguage, versionPathIn } from "./alternates";
import { routes as siteRoutes, type Routes, type SiteLocale } from "@sti-aware/contract/routes";
import { serverMessages } from "@/lib/server/i18n/messages";
import { rowsBehind, type RowBehind } from "./translation-rows";

/** The server's answer to the form sent without JavaScript: the plan, or what to correct. */
export type PlannerAnswer = SharedAnswer<PreventionFollowUpRow>;
/**
 * The planner as its page shows it: the rows, its time limits by name (facts), and the addresses of
 * the articles its "what to do now" box links, in the page's language.
 */
export type PlannerView = Omit<PlannerData, "articles" | "facts"> & { timeLimits: TimeLimits; links: { pep: string; urgentCare: string; english: string }; translationBehind: RowBehind[] };
export type WhenToTestProps = ShellProps & { planner: PlannerView; breadcrumbs: Breadcrumb[]; answer: PlannerAnswer | null };

const articlePath = (inLanguage: Routes, slug: string) => inLanguage.path("article", { slug });

/** The planner's data as its page in `locale` shows it. */
export function plannerView({ articles, facts, ...rows }: PlannerData, locale: SiteLocale): PlannerView {
  return {
    ...rows,
    timeLimits: timeLimitsFrom(facts),
    links: {
      pep: versionPathIn(locale, "pep-after-hiv-exposure", articles.pep, articlePath),
      urgentCare: versionPathIn(locale, "when-to-seek-urgent-sexual-health-care", articles.urgentCare, articlePath),
      english: siteRoutes.path("whenToTest"),
    },
    translationBehind: rowsBehind(rows.rows, locale),
  };
}

/**
 * The planner is the page for someone just exposed: while the content service is down it
 * answers from the last planner data it read (articles keep their last good version the same way).
 */
const lastGoodPlanner = lastGood<PlannerData>("planner");

/** The form's fields are two dates and two choices: a few hundred bytes. */
const MAX_FORM_BYTES = 2_048;

async function readForm(context: GetServerSidePropsContext): Promise<URLSearchParams | null> {
  try {
    return new URLSearchParams(await readRawBody(context.req, MAX_FORM_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return null;
    throw error;
  }
}

/**
 * The planner page. A GET is the same for everyone (cached); a POST is the form sent without
 * JavaScript, answered on the server: the dates come in the body, never the URL, and the answer
 * is private (no-store). The server's "today" is the reader's only if they share a calendar day
 * with the server, which is why the browser computes the plan itself whenever it can. The page
 * exists in every language; its rows' names and notes are in the page's language where an editor
 * translated them, else in English (Hygraph's fallback): a row is never left out for want of a
 * translation.
 */
export async function whenToTestProps(context: GetServerSidePropsContext): Promise<{ props: WhenToTestProps }> {
  // GET shows the planner, POST answers its form without JavaScript; the response to anything
  // else is complete here, and Next renders nothing after it, so these props are never read.
  if (refuseOtherMethods(context.req, context.res, FORM_METHODS)) return { props: {} as WhenToTestProps };
  const source = contentSource();
  const locale = localeOf(context);
  const routes = siteRoutes.inLocale(locale);
  const { t } = serverMessages("planner", context.locale);
  const [shared, data] = await Promise.all([
    getSharedContext(source, locale),
    lastGoodPlanner.get(`${locale} ${source.endpoint.url}`, () => getPlannerData(source, TIME_LIMIT_SLUGS, withFallback(locale))),
  ]);
  const planner = plannerView(data, locale);
  let answer: PlannerAnswer | null = null;
  if (context.req.method === "POST") {
    context.res.setHeader("Cache-Control", "private, no-store");
    const form = await readForm(context);
    answer = form ? answerPlanner(planner, form, localToday(), t) : { problem: t("problemTooLarge"), from: "", to: "", prevention: NO_PREVENTION, hepatitisB: "" };
  } else {
    const seconds = siteEnv().revalidateSeconds;
    context.res.setHeader("Cache-Control", `public, s-maxage=${seconds}, stale-while-revalidate=${seconds * 2}`);
  }
  const breadcrumbs = breadcrumbTrail(
    context.locale,
    { name: t("title"), href: routes.path("whenToTest") },
  );
  const props = shellProps(shared, {
    title: serverMessages("pages", context.locale).t("plannerTitle"),
    description: serverMessages("pages", context.locale).t("plannerDescription"),
    path: routes.path("whenToTest"),
    alternates: everyLanguage((inLanguage) => inLanguage.path("whenToTest")),
    image: null,
    type: "website",
    // The page itself, so that its structured data says its language (inLanguage, added for every item but the breadcrumbs).
    structuredData: [{ "@context": "https://schema.org", "@type": "WebPage", name: t("title"), url: absoluteUrl(routes.path("whenToTest")) }, breadcrumbListLd(breadcrumbs)],
  }, { locale });
  return { props: { ...props, planner, breadcrumbs, answer } };
}
