import { SiteLink } from "@/components/links/SiteLink";

/**
 * Articles about exposures, testing and window periods point readers to the planner. Chosen by
 * the article's own tags (editors set them in the CMS), so a new article on these subjects gets
 * the link without a code change.
 */
export const PLANNER_TAGS = ["window period", "testing", "hiv test", "pep", "retesting", "results", "emergency", "screening"];

export function PlannerCallout({ tags }: { tags: string[] }) {
  if (!tags.some((tag) => PLANNER_TAGS.includes(tag.toLowerCase()))) return null;
  return (
    <aside className="planner-callout" aria-label="Test timing">
      <p>
        <strong>When should I test?</strong> Enter the date of a possible exposure and see when each test can find an infection.
        Your dates stay on your device. <SiteLink href="/when-to-test">Work out my test dates</SiteLink>
      </p>
    </aside>
  );
}
