import { useEffect, useState, type MouseEvent } from "react";
import { QUICK_EXIT_PRESSES, QUICK_EXIT_URL, quickExit, shiftCounter } from "@/lib/browser/visitor/quick-exit";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import quickExitMessages from "@/lib/shared/i18n/compiled/en/quickExit";

/**
 * "Exit this site", at the top of every page and kept in view while scrolling. Without JavaScript
 * it is a plain link to the neutral site; with it, the page leaves without a history entry and
 * forgets the visitor (lib/browser/visitor/quick-exit.ts). The keyboard shortcut is announced to screen readers.
 */
export function QuickExit() {
  const { t } = useMessages(quickExitMessages);
  const [status, setStatus] = useState("");
  useEffect(() => {
    const count = shiftCounter();
    const onKeyDown = (event: KeyboardEvent) => {
      const remaining = count(event);
      if (remaining === null) return;
      if (remaining === 0) {
        setStatus(t("exiting"));
        quickExit();
      } else {
        setStatus(t("remaining", { remaining }));
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [t]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    quickExit();
  };
  return (
    <div className="quick-exit">
      <div className="quick-exit__inner container">
        <a href={QUICK_EXIT_URL} className="quick-exit__button" rel="noreferrer" onClick={onClick}>
          <span className="visually-hidden">{t("emergency")}</span>
          {t("exit")}
          <span className="visually-hidden">{t("shortcut", { count: QUICK_EXIT_PRESSES })}</span>
        </a>
        <span className="quick-exit__hint" aria-hidden="true">
          {t("hint", { count: QUICK_EXIT_PRESSES })}
        </span>
        {/* A live region without role="status": the page's own status messages (e.g. preview) stay the only status. */}
        <div className="visually-hidden quick-exit__status" aria-live="polite" aria-atomic="true">
          {status}
        </div>
      </div>
    </div>
  );
}
