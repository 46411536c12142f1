import Markdown from "react-markdown";

const ALLOWED_ELEMENTS = ["p", "ul", "ol", "li", "strong", "em", "br"];

/** A brand's features from Markdown: a small set of elements, raw HTML and links dropped. */
export function FeatureList({ markdown }: { markdown: string | null }) {
  if (!markdown?.trim()) return null;
  return (
    <div className="features">
      <Markdown skipHtml allowedElements={ALLOWED_ELEMENTS} unwrapDisallowed>
        {markdown}
      </Markdown>
    </div>
  );
}
