import { useRouter } from "next/router";
import { useEffect } from "react";
import { consentButtonListener } from "@/lib/browser/page/consent-button";
import { closeMenus, menuListeners } from "@/lib/browser/page/menus";

/**
 * The shell's behaviour, as listeners on the document (the header and footer are the server's
 * markup, never hydrated: components/layout/ServerMarkup.tsx): the menus' Escape, closing and
 * reporting, and the footer's "Privacy choices". Installed after hydration; before it, the menus
 * open and close as the browser's disclosures do.
 */
export function ShellListeners() {
  const router = useRouter();
  useEffect(() => menuListeners(), []);
  useEffect(() => consentButtonListener(), []);
  useEffect(() => {
    router.events.on("routeChangeStart", closeMenus);
    return () => router.events.off("routeChangeStart", closeMenus);
  }, [router.events]);
  return null;
}
