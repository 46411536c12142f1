import type { PepHours } from "@/queries/pep-hours";

export type { PepHours };

/**
 * The latest PEP can start (CDC: 72 hours), when the CMS's fact is missing. Here, not in the
 * planner's module: the footer on every page reads it, and must not bring the planner with it.
 */
export const PEP_LIMIT_HOURS = 72;

/** CDC's 2025 nPEP limits, when the CMS's facts (`pep-start-timing`, `pep-start-limit`) are missing. */
export const DEFAULT_PEP_HOURS: PepHours = { ideal: 24, limit: PEP_LIMIT_HOURS };
