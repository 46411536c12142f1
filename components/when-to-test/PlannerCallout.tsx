import { SiteLink } from "@/components/links/SiteLink";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";
import plannerCalloutMessages from "@/lib/shared/i18n/compiled/en/plannerCallout";

/**
 * Articles about exposures, testing and window periods point readers to the planner. Chosen by
 * the article's own tags (editors set them in the CMS), so a new article on these subjects gets
 * the link without a code change.
 */
export const PLANNER_TAGS = ["window period", "testing", "hiv test", "pep", "retesting", "results", "emergency", "screening"];

export function PlannerCallout({ tags }: { tags: string[] }) {
  const { t } = useMessages(plannerCalloutMessages);
  const routes = usePageRoutes();
  if (!tags.some((tag) => PLANNER_TAGS.includes(tag.toLowerCase()))) return null;
  return (
    <aside className="planner-callout" aria-label={t("label")}>
      <p>
        <strong>{t("title")}</strong> {t("text")} <SiteLink href={routes.path("whenToTest")}>{t("link")}</SiteLink>
      </p>
    </aside>
  );
}
