import { parseFeatureMarkdown, type FeatureLine } from "@/lib/shared/content/feature-markdown";

/** A brand's features, from the small Markdown subset editors write them in. */
export function FeatureList({ markdown }: { markdown: string | null }) {
  const blocks = parseFeatureMarkdown(markdown);
  if (!blocks.length) return null;
  return (
    <div className="features">
      {blocks.map((block, index) => {
        if (block.kind === "paragraph") return <p key={index}>{renderSpans(block.spans)}</p>;
        const List = block.ordered ? "ol" : "ul";
        return (
          <List key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{renderSpans(item)}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}

function renderSpans(spans: FeatureLine) {
  return spans.map((span, index) =>
    span.kind === "strong" ? <strong key={index}>{span.text}</strong> : span.kind === "em" ? <em key={index}>{span.text}</em> : span.text,
  );
}
