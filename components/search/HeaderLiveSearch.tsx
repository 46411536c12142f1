import dynamic from "next/dynamic";
import { useEffect, useMemo, useState } from "react";
import { createPortal } from "react-dom";

// The live results (combobox) load only once the visitor turns to the box: every other page
// carries just the form.
const LiveSearch = dynamic(() => import("./LiveSearch"), { ssr: false });

type Box = { form: HTMLFormElement; input: HTMLInputElement };

/** The header's search form an event happened in, with its box. */
function boxOf(event: Event): Box | null {
  const form = event.target instanceof Element ? event.target.closest<HTMLFormElement>("form.site-search") : null;
  const input = form?.querySelector<HTMLInputElement>("input[name=q]");
  return form && input ? { form, input } : null;
}

/**
 * The header box's live results (components/search/HeaderSearch.tsx renders the form, which the
 * header keeps as the server rendered it): the first focus in the form, or a pointer over it,
 * loads them and renders them into the form, where they were before (a portal, so they have the
 * page's language and messages). A form the header renders anew (another page's language
 * versions) is taken up the same way.
 */
export function HeaderLiveSearch() {
  const [box, setBox] = useState<Box | null>(null);
  useEffect(() => {
    const activate = (event: Event) => {
      const found = boxOf(event);
      if (found) setBox((current) => (current?.form === found.form ? current : found));
    };
    document.addEventListener("focusin", activate);
    document.addEventListener("pointerover", activate, { passive: true });
    return () => {
      document.removeEventListener("focusin", activate);
      document.removeEventListener("pointerover", activate);
    };
  }, []);
  // The same ref objects while the box is the same: the combobox's effects depend on them.
  const refs = useMemo(() => box && { form: { current: box.form }, input: { current: box.input } }, [box]);
  if (!box || !refs) return null;
  return createPortal(<LiveSearch form={refs.form} input={refs.input} />, box.form);
}
