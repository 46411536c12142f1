import { useMessages } from "@/lib/shared/i18n/messages-context";
import shellMessages from "@/lib/shared/i18n/compiled/en/shell";

/**
 * Who the site is written for and how to get help in Spanish from each service it names, said in
 * one place (the footer, the urgent-help boxes and the planner show this component). The services'
 * Spanish support is as each service's own pages state it (docs/editorial.md, "Who the site is for").
 */
export function AudienceNote({ className = "audience-note" }: { className?: string }) {
  const { t } = useMessages(shellMessages);
  return (
    <p className={className}>
      {t("audienceNote")} {t("helpInSpanish")}
    </p>
  );
}
