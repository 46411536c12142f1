import { QUICK_EXIT_PRESSES, QUICK_EXIT_URL } from "@/lib/browser/visitor/quick-exit";
import { statusAttribute, STATUS_COUNTS } from "@/lib/browser/visitor/quick-exit-keys";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import quickExitMessages from "@/lib/shared/i18n/compiled/en/quickExit";

/**
 * "Exit this site", at the top of every page and kept in view while scrolling. Without JavaScript
 * it is a plain link to the neutral site; with it, the page leaves without a history entry and
 * forgets the visitor (lib/browser/visitor/quick-exit.ts), from listeners on the document
 * (lib/browser/visitor/quick-exit-keys.ts, installed by components/layout/ShellRegions.tsx): the bar
 * is the server's markup, never hydrated. The keyboard shortcut is announced to screen readers.
 */
export function QuickExit() {
  const { t } = useMessages(quickExitMessages);
  const statuses = Object.fromEntries(STATUS_COUNTS.map((remaining) => [statusAttribute(remaining), remaining === 0 ? t("exiting") : t("remaining", { remaining })]));
  return (
    <div className="quick-exit__inner container">
      <a href={QUICK_EXIT_URL} className="quick-exit__button" rel="noreferrer">
        <span className="visually-hidden">{t("emergency")}</span>
        {t("exit")}
        <span className="visually-hidden">{t("shortcut", { count: QUICK_EXIT_PRESSES })}</span>
      </a>
      <span className="quick-exit__hint" aria-hidden="true">
        {t("hint", { count: QUICK_EXIT_PRESSES })}
      </span>
      {/* A live region without role="status": the page's own status messages (e.g. preview) stay the only status. */}
      <div className="visually-hidden quick-exit__status" aria-live="polite" aria-atomic="true" {...statuses} />
    </div>
  );
}
