import { useRouter } from "next/router";
import { useEffect } from "react";
import { whenIdle } from "@/lib/browser/page/scheduling";

/**
 * The shell's behaviour, as listeners on the document (the header and footer are the server's
 * markup, never hydrated: components/markup/ServerMarkup.tsx): the menus' Escape, closing and
 * reporting, and the footer's "Privacy choices". Their modules are a chunk of their own, requested
 * when the main thread is first idle after hydration (nothing of them is in the first load, and
 * inserting their scripts lengthened hydration's effects by 3–6 ms on a desktop CPU); until they
 * run, the menus open and close as the browser's disclosures do.
 */
export function ShellListeners() {
  const router = useRouter();
  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() => void Promise.all([import("@/lib/browser/navigation/menus"), import("@/lib/browser/page/consent-button")])
      .then(([menus, consent]) => {
        if (stopped) return;
        const stopMenus = menus.menuListeners();
        const stopConsent = consent.consentButtonListener();
        router.events.on("routeChangeStart", menus.closeMenus);
        stop = () => {
          stopMenus();
          stopConsent();
          router.events.off("routeChangeStart", menus.closeMenus);
        };
      })
      .catch(() => undefined));
    return () => {
      stopped = true;
      cancel();
      stop?.();
    };
  }, [router.events]);
  return null;
}
