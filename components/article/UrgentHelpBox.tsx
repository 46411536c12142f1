import type { UrgentHelp } from "@/lib/shared/content/types";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import articleMessages from "@/lib/shared/i18n/compiled/en/article";
import { AudienceNote } from "@/components/help/AudienceNote";

/** Digits (and a leading +) of a phone number as a tel: link dials them. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * "Do this now", before the article: for exposures, PEP, assault and same-day symptoms. The
 * situations and helplines are CMS entries (UrgentHelp), each with its source and review; an
 * article that shows one carries no affiliate content (the editors' check refuses it).
 */
export function UrgentHelpBox({ items }: { items: UrgentHelp[] }) {
  const { t, formatDate } = useMessages(articleMessages);
  if (!items.length) return null;
  return (
    <aside className="urgent-help" aria-labelledby="urgent-help-title">
      <h2 id="urgent-help-title" className="urgent-help__title">
        {t("urgentTitle")}
      </h2>
      {items.map((item) => (
        <section key={item.id} className="urgent-help__item" aria-labelledby={`urgent-${item.id}`}>
          <h3 id={`urgent-${item.id}`}>{item.title}</h3>
          {item.timeframe ? (
            <p className="urgent-help__time">
              <strong>{item.timeframe}</strong>
            </p>
          ) : null}
          <ol className="urgent-help__steps">
            {item.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {item.helplines.length ? (
            <ul className="urgent-help__lines">
              {item.helplines.map((line) => (
                <li key={line.id}>
                  <a href={line.url} rel="noopener noreferrer">
                    {line.name}
                  </a>
                  {line.phone ? (
                    <>
                      {": "}
                      <a href={telHref(line.phone)} className="urgent-help__phone">
                        {line.phone}
                      </a>
                    </>
                  ) : null}
                  {line.description ? <> — {line.description}</> : null}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="urgent-help__source">
            {t("urgentSource")} <a href={item.sourceUrl}>{item.sourceTitle}</a>
            {t("urgentChecked")} <time dateTime={item.lastReviewed}>{formatDate(item.lastReviewed)}</time>.
          </p>
        </section>
      ))}
      <AudienceNote className="urgent-help__audience" />
    </aside>
  );
}
