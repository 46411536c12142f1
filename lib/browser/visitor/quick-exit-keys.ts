import { QUICK_EXIT_PRESSES, quickExit, shiftCounter } from "./quick-exit";

/**
 * The quick exit's listeners (components/privacy/QuickExit.tsx), on the document from the moment
 * the page's first script runs (the start script, lib/browser/start/site-start.ts, in a built page;
 * _app in development), before Next's scripts and hydration: three presses of Shift leave at once,
 * however early. The bar's markup is the server's (components/markup/ServerMarkup.tsx), so its link's click
 * is taken here too; the status the bar announces is written into its live region, whose words in
 * the page's language the server rendered as data attributes (statusAttribute).
 */

const BUTTON = ".quick-exit__button";
const STATUS = ".quick-exit__status";

/** The attribute holding the status for `remaining` presses left (0: leaving). */
export const statusAttribute = (remaining: number) => `data-status-${remaining}`;
/** Every count of presses left that has a status: QUICK_EXIT_PRESSES − 1 down to 0. */
export const STATUS_COUNTS = Array.from({ length: QUICK_EXIT_PRESSES }, (_, index) => index);

function announce(remaining: number): void {
  const status = document.querySelector<HTMLElement>(STATUS);
  if (status) status.textContent = status.getAttribute(statusAttribute(remaining)) ?? "";
}

/** Set on the window by the first bundle that installs the listeners: the start script and _app both carry this module. */
const INSTALLED = Symbol.for("sti-aware.quick-exit-keys");

export function installQuickExit(): void {
  if (typeof document === "undefined") return;
  const page = window as unknown as Record<symbol, boolean>;
  if (page[INSTALLED]) return;
  page[INSTALLED] = true;
  const count = shiftCounter();
  document.addEventListener("keydown", (event) => {
    const remaining = count(event);
    if (remaining === null) return;
    announce(remaining);
    if (remaining === 0) quickExit();
  });
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(BUTTON)) return;
    event.preventDefault();
    quickExit();
  });
}
