import { LanguageMarkedLink } from "@/components/links/LanguageMarkedLink";
import type { TimeLimitFact } from "@/lib/shared/content/time-limits";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import plannerMessages from "@/lib/shared/i18n/compiled/en/planner";

/** The source of a time limit, from its fact (the guidance is in English, whatever the page's language). */
export function LimitSource({ fact }: { fact: TimeLimitFact | undefined }) {
  const { t } = useMessages(plannerMessages);
  if (!fact) return null;
  return (
    <span className="planner__limit-source">
      {" "}
      {t("source")}{" "}
      <LanguageMarkedLink href={fact.sourceUrl} rel="noreferrer" textInTargetLanguage>
        {fact.sourcePublisher}: {fact.sourceTitle}
      </LanguageMarkedLink>
      .
    </span>
  );
}
