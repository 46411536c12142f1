import type { PassageSegment, SearchHit } from "@/lib/shared/search/types";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import searchMessages from "@/lib/shared/i18n/compiled/en/search";

/** A passage with the words that matched the query in <mark>. */
export function Passage({ segments }: { segments: PassageSegment[] }) {
  return <>{segments.map((segment, index) => (segment.mark ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>))}</>;
}

/** Category and review date of a result, as one line. */
export function HitMeta({ hit }: { hit: SearchHit }) {
  const { t, formatDate } = useMessages(searchMessages);
  return (
    <>
      {hit.category ? <span className="search-hit__category">{hit.category}</span> : null}
      {hit.reviewed ? (
        <span className="search-hit__reviewed">
          {t("reviewed")} <time dateTime={hit.reviewed}>{formatDate(hit.reviewed)}</time>
        </span>
      ) : null}
    </>
  );
}
