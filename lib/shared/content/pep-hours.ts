import type { PepHours } from "@/queries/pep-hours";
import { PEP_LIMIT_HOURS } from "./when-to-test";

export type { PepHours };

/** CDC's 2025 nPEP limits, when the CMS's facts (`pep-start-timing`, `pep-start-limit`) are missing. */
export const DEFAULT_PEP_HOURS: PepHours = { ideal: 24, limit: PEP_LIMIT_HOURS };
