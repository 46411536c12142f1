import type { Faq } from "@/lib/types";

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without script. */
export function FaqList({ faqs, title, headingLevel = 2 }: { faqs: Faq[]; title?: string; headingLevel?: 2 | 3 }) {
  if (faqs.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="faqs">
      {title ? <Heading>{title}</Heading> : null}
      {faqs.map((faq) => (
        <details key={faq.id} className="faq">
          <summary className="faq__question">{faq.question}</summary>
          <p className="faq__answer">{faq.answer}</p>
        </details>
      ))}
    </section>
  );
}
