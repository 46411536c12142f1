import { useEffect, useState, type MouseEvent } from "react";
import { QUICK_EXIT_PRESSES, QUICK_EXIT_URL, quickExit, shiftCounter } from "@/lib/browser/visitor/quick-exit";

const announcement = (remaining: number) => `Shift, press ${remaining} more ${remaining === 1 ? "time" : "times"} to exit.`;

/**
 * "Exit this site", at the top of every page and kept in view while scrolling. Without JavaScript
 * it is a plain link to the neutral site; with it, the page leaves without a history entry and
 * forgets the visitor (lib/browser/visitor/quick-exit.ts). The keyboard shortcut is announced to screen readers.
 */
export function QuickExit() {
  const [status, setStatus] = useState("");
  useEffect(() => {
    const count = shiftCounter();
    const onKeyDown = (event: KeyboardEvent) => {
      const remaining = count(event);
      if (remaining === null) return;
      if (remaining === 0) {
        setStatus("Exiting.");
        quickExit();
      } else {
        setStatus(announcement(remaining));
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    quickExit();
  };
  return (
    <div className="quick-exit">
      <div className="quick-exit__inner container">
        <a href={QUICK_EXIT_URL} className="quick-exit__button" rel="noreferrer" onClick={onClick}>
          <span className="visually-hidden">Emergency: </span>Exit this site
          <span className="visually-hidden">. Or press Shift {QUICK_EXIT_PRESSES} times.</span>
        </a>
        <span className="quick-exit__hint" aria-hidden="true">
          or press Shift {QUICK_EXIT_PRESSES} times
        </span>
        {/* A live region without role="status": the page's own status messages (e.g. preview) stay the only status. */}
        <div className="visually-hidden quick-exit__status" aria-live="polite" aria-atomic="true">
          {status}
        </div>
      </div>
    </div>
  );
}
