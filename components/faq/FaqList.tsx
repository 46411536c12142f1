import type { SyntheticEvent } from "react";
import { trackEventLazily } from "@/lib/analytics/track-lazily";
import type { Faq } from "@/lib/types";

/** Generic analytics event (SPEC §7) when a visitor opens a question; closing is not reported. */
function reportOpened(event: SyntheticEvent<HTMLDetailsElement>, faq: Faq, section: string): void {
  if (!event.currentTarget.open) return;
  trackEventLazily({ name: "faq_open", Component: "FaqList", Section: section, text: faq.question });
}

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without script. */
export function FaqList({ faqs, title, headingLevel = 2 }: { faqs: Faq[]; title?: string; headingLevel?: 2 | 3 }) {
  if (faqs.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="faqs">
      {title ? <Heading>{title}</Heading> : null}
      {faqs.map((faq) => (
        <details key={faq.id} className="faq" onToggle={(event) => reportOpened(event, faq, title ?? "FAQ")}>
          <summary className="faq__question">{faq.question}</summary>
          <p className="faq__answer">{faq.answer}</p>
        </details>
      ))}
    </section>
  );
}
