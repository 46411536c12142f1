import type { Translate } from "@/lib/shared/i18n/catalogue";

/**
 * The time limits the planner's reader acts on, each a Fact record in the CMS (stored once, with its
 * source, and cited by articles and boxes too), by the name the planner uses for it.
 */
export const TIME_LIMIT_FACTS = {
  pepIdeal: "pep-ideal-start",
  pepLimit: "pep-start-limit",
  pepCourse: "pep-course",
  hepatitisBIdeal: "hepatitis-b-pep-ideal",
  hepatitisBLimit: "hepatitis-b-pep-limit",
  emergencyContraception: "emergency-contraception-limit",
  doxyPep: "doxy-pep-limit",
  mpoxIdeal: "mpox-vaccine-ideal",
  mpoxLimit: "mpox-vaccine-limit",
  hepatitisA: "hepatitis-a-vaccine-after-exposure",
} as const;
export type TimeLimitName = keyof typeof TIME_LIMIT_FACTS;
export const TIME_LIMIT_SLUGS: string[] = Object.values(TIME_LIMIT_FACTS);

/** A fact as the planner reads it: the figure as stored ("72 hours") and its source. */
export type TimeLimitFact = { slug: string; value: string; number?: number | null; sourceTitle: string; sourcePublisher: string; sourceUrl: string };
export type TimeLimits = Partial<Record<TimeLimitName, TimeLimitFact>>;

/** The planner's facts by name, from the facts the CMS returned (a missing one stays missing). */
export function timeLimitsFrom(facts: TimeLimitFact[]): TimeLimits {
  const bySlug = new Map(facts.map((fact) => [fact.slug, fact]));
  return Object.fromEntries(Object.entries(TIME_LIMIT_FACTS).flatMap(([name, slug]) => (bySlug.has(slug) ? [[name, bySlug.get(slug)]] : [])));
}

const DURATION = /^(\d+) (hour|day)s?$/;

/**
 * A stored duration ("72 hours", "14 days": the value is kept in English, as readers of the English
 * site read it) in the page's language. A value in another shape is shown as stored.
 */
export function durationText(value: string, t: Translate<"planner">): string {
  const match = DURATION.exec(value.trim());
  if (!match) return value;
  const amount = Number(match[1]);
  return match[2] === "hour" ? t("hours", { hours: amount }) : t("days", { days: amount });
}
