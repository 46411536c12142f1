import { createContext, Fragment, useContext } from "react";
import type { FeatureBlock, FeatureLine } from "@sti-aware/contract/feature-markdown";
import type { FeatureLists } from "@/lib/shared/content/types";

/** The page's brand features, parsed on the server and handed down from its props (pages/_app.tsx). */
export const FeatureListsContext = createContext<FeatureLists>({});

/** A brand's features, as the server parsed their Markdown: no Markdown parser ships to the browser. */
export function FeatureList({ markdown }: { markdown: string | null }) {
  const lists = useContext(FeatureListsContext);
  const blocks = markdown && Object.hasOwn(lists, markdown) ? lists[markdown] : [];
  if (!blocks.length) return null;
  return <div className="features">{renderBlocks(blocks)}</div>;
}

function renderBlocks(blocks: FeatureBlock[]) {
  return blocks.map((block, index) => {
    if (block.kind === "paragraph") return <p key={index}>{renderSpans(block.spans)}</p>;
    const List = block.ordered ? "ol" : "ul";
    return (
      <List key={index}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            {renderSpans(item.spans)}
            {renderBlocks(item.lists)}
          </li>
        ))}
      </List>
    );
  });
}

function renderSpans(spans: FeatureLine) {
  return spans.map((span, index) => {
    const text = span.em ? <em>{span.text}</em> : span.text;
    return <Fragment key={index}>{span.strong ? <strong>{text}</strong> : text}</Fragment>;
  });
}
