import { SiteLink } from "@/components/links/SiteLink";
import type { PlannerView } from "@/lib/server/page-data/when-to-test";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import plannerMessages from "@/lib/shared/i18n/compiled/en/planner";

/**
 * At the top of a translated planner, the rows whose English changed after their translation
 * (what, when) and a link to the English planner, marked as English: the timings a reader acts on
 * may have changed in English first.
 */
export function PlannerTranslationNotice({ rows, englishPath }: { rows: PlannerView["translationBehind"]; englishPath: string }) {
  const { t, formatDate } = useMessages(plannerMessages);
  if (!rows.length) return null;
  return (
    <aside className="translation-notice" role="note" aria-labelledby="planner-translation-notice">
      <p>
        <strong id="planner-translation-notice">{t("translationNoticeTitle")}</strong>
      </p>
      {rows.map((row) => (
        <p key={`${row.infection} ${row.testType}`}>{t("translationRowBehind", { row: `${row.infection} — ${row.testType}`, date: formatDate(row.date) })}</p>
      ))}
      <p>
        {t("translationRowAdvice")}
        <SiteLink href={englishPath} hrefLang="en">
          {t("translationEnglishLink")}
        </SiteLink>{" "}
        {t("inEnglish")}
      </p>
    </aside>
  );
}
