/** The bench's arithmetic: percentiles of sorted samples, the median of a run's samples, rounding for tables. */

/** The sample at `p` percent of sorted samples (the 50th of an even count is the upper middle). */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The middle sample (the lower middle of an even count). */
export const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor((numbers.length - 1) / 2)];

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
