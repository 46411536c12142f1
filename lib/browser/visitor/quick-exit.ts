import { leaveNoTrace } from "@/lib/browser/visitor/forget";

/**
 * The quick exit: for a reader who is not safe reading about sexual health (someone walks in),
 * one click or three presses of Shift replace the page with a neutral site. Modelled on the
 * GOV.UK Design System's "Exit this page": a neutral weather page, `location.replace` so the page
 * leaves no entry in the tab's back history, and the Shift shortcut announced to screen readers.
 */
export const QUICK_EXIT_URL = "https://www.bbc.com/weather";
/** Presses of Shift, alone and within this window, that trigger the exit. */
export const QUICK_EXIT_PRESSES = 3;
export const QUICK_EXIT_WINDOW_MS = 5_000;

/** Hides the page at once, forgets the visitor's analytics data and consent choice, and leaves without a history entry or a Referer. */
export function quickExit(): void {
  document.documentElement.classList.add("quick-exit-leaving");
  try {
    leaveNoTrace();
  } finally {
    // The neutral site must not learn which site the reader left.
    const policy = document.querySelector<HTMLMetaElement>('meta[name="referrer"]') ?? document.head.appendChild(document.createElement("meta"));
    policy.name = "referrer";
    policy.content = "no-referrer";
    window.location.replace(QUICK_EXIT_URL);
  }
}

/**
 * Counts presses of Shift on their own; another key in between (typing a capital letter)
 * starts the count again. Returns how many presses are still needed, 0 meaning "exit now".
 */
export function shiftCounter(now: () => number = Date.now) {
  let presses: number[] = [];
  return (event: Pick<KeyboardEvent, "key" | "repeat">): number | null => {
    if (event.key !== "Shift") {
      presses = [];
      return null;
    }
    if (event.repeat) return null;
    const time = now();
    presses = [...presses.filter((at) => time - at < QUICK_EXIT_WINDOW_MS), time];
    const remaining = QUICK_EXIT_PRESSES - presses.length;
    if (remaining <= 0) presses = [];
    return Math.max(remaining, 0);
  };
}
