import { MAX_SCORE } from "@/lib/shared/content/comparison";
import { formatScore } from "@/lib/shared/i18n/formats";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import comparisonMessages from "@/lib/shared/i18n/compiled/en/comparison";

/** A score as a bar plus the number, so it reads without colour. */
export function ScoreMeter({ score, label }: { score: number; label?: string }) {
  const { t, locale } = useMessages(comparisonMessages);
  const clamped = Math.min(Math.max(score, 0), MAX_SCORE);
  return (
    <div className="score">
      <span className="score__label">{label ?? t("ourScore")}</span>
      <span className="score__value">
        {formatScore(clamped, locale)}
        <span className="score__max">/{MAX_SCORE}</span>
      </span>
      <span className="score__bar" aria-hidden="true">
        <span className="score__fill" style={{ width: `${(clamped / MAX_SCORE) * 100}%` }} />
      </span>
    </div>
  );
}
