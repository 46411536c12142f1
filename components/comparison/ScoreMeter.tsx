import { formatScore, MAX_SCORE } from "@/lib/shared/content/comparison";

/** A score as a bar plus the number, so it reads without colour. */
export function ScoreMeter({ score, label = "Our score" }: { score: number; label?: string }) {
  const clamped = Math.min(Math.max(score, 0), MAX_SCORE);
  return (
    <div className="score">
      <span className="score__label">{label}</span>
      <span className="score__value">
        {formatScore(clamped)}
        <span className="score__max">/{MAX_SCORE}</span>
      </span>
      <span className="score__bar" aria-hidden="true">
        <span className="score__fill" style={{ width: `${(clamped / MAX_SCORE) * 100}%` }} />
      </span>
    </div>
  );
}
