import { SiteLink } from "@/components/links/SiteLink";
import type { TranslationState } from "@/lib/server/page-data/translation";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import articleMessages from "@/lib/shared/i18n/compiled/en/article";

/**
 * At the top of a translated article (or page) whose English changed after the translation (the Spanish
 * medical review policy's promise): what changed — medically or not —, when, and a link to the
 * English article, marked as English. The English change's summary is English text and says so.
 * An embedded FAQ whose English changed after its translation is named too (a change: FAQs record
 * no medical review).
 */
export function TranslationNotice({ translation, kind = "article" }: { translation: TranslationState | null | undefined; kind?: "article" | "page" }) {
  const { t, formatDate } = useMessages(articleMessages);
  const behind = translation?.behind;
  const faqs = translation?.faqsBehind ?? [];
  if ((!behind && !faqs.length) || !translation?.englishPath) return null;
  return (
    <aside className="translation-notice" role="note" aria-labelledby="translation-notice">
      <p>
        <strong id="translation-notice">{t("translationNoticeTitle")}</strong>
      </p>
      {behind && kind === "page" ? <p>{t("translationPageBehind", { date: formatDate(behind.date) })}</p> : null}
      {behind && kind === "article" ? (
        <p>
          {behind.medical ? t("translationBehindMedical") : t("translationBehind")}{" "}
          {t("translationBehindWhen", { date: formatDate(behind.date) })}
          <span lang="en">{behind.summary}</span>
        </p>
      ) : null}
      {faqs.map((faq) => (
        <p key={faq.question}>{t("translationFaqBehind", { question: faq.question, date: formatDate(faq.date) })}</p>
      ))}
      <p>
        {kind === "page" ? t("translationPageAdvice") : t("translationBehindAdvice")}
        <SiteLink href={translation.englishPath} hrefLang="en">
          {kind === "page" ? t("translationPageLink") : t("translationEnglishLink")}
        </SiteLink>{" "}
        {t("inEnglish")}
      </p>
    </aside>
  );
}
