import { genericEventMarker } from "@/lib/shared/telemetry/markers";
import type { Faq } from "@/lib/shared/content/types";

/**
 * Questions as native disclosure widgets: keyboard and screen-reader friendly without script.
 * Opening one is reported as faq_open (docs/requirements.md, Queries and events) by page tracking, from the data attributes.
 */
export function FaqList({ faqs, title, headingLevel = 2 }: { faqs: Faq[]; title?: string; headingLevel?: 2 | 3 }) {
  if (faqs.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="faqs">
      {title ? <Heading>{title}</Heading> : null}
      {faqs.map((faq) => (
        <details key={faq.id} className="faq" {...genericEventMarker("FaqList", title ?? "FAQ")}>
          <summary className="faq__question">{faq.question}</summary>
          <p className="faq__answer">{faq.answer}</p>
        </details>
      ))}
    </section>
  );
}
