import { formatDisplayDate } from "@/lib/shared/content/date";
import type { PassageSegment, SearchHit } from "@/lib/shared/search/types";

/** A passage with the words that matched the query in <mark>. */
export function Passage({ segments }: { segments: PassageSegment[] }) {
  return <>{segments.map((segment, index) => (segment.mark ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>))}</>;
}

/** Category and review date of a result, as one line. */
export function HitMeta({ hit }: { hit: SearchHit }) {
  return (
    <>
      {hit.category ? <span className="search-hit__category">{hit.category}</span> : null}
      {hit.reviewed ? (
        <span className="search-hit__reviewed">
          Reviewed <time dateTime={hit.reviewed}>{formatDisplayDate(hit.reviewed)}</time>
        </span>
      ) : null}
    </>
  );
}
