import Router from "next/router";
import { useEffect, useState, type Dispatch, type RefObject, type SetStateAction } from "react";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";

/**
 * The header box as an ARIA combobox (editable, with a list popup): the hooks LiveSearch is made
 * of. The input keeps focus throughout; the list's options are named by `optionId`.
 */
export const LISTBOX_ID = "site-search-results";
export const optionId = (index: number) => `site-search-option-${index}`;

type Box = RefObject<HTMLInputElement | null>;

/** What the combobox remembers: the box's text, whether the list is open, the highlighted option (-1: none). */
export type ComboboxState = {
  text: string;
  setText: Dispatch<SetStateAction<string>>;
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  active: number;
  setActive: Dispatch<SetStateAction<number>>;
};

/** Opens a result's page, closing the list. */
export function openResult(href: string, setOpen: ComboboxState["setOpen"]): void {
  setOpen(false);
  void Router.push(href);
}

/** Makes the box a combobox of the list and follows what is typed in it (typing opens the list and clears the highlight). */
export function useComboboxState(input: Box): ComboboxState {
  const [text, setText] = useState(() => input.current?.value ?? "");
  const [open, setOpen] = useState(() => Boolean(input.current?.value));
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute("role", "combobox");
    box.setAttribute("aria-autocomplete", "list");
    box.setAttribute("aria-controls", LISTBOX_ID);
    const onInput = () => {
      setText(box.value);
      setActive(-1);
      setOpen(true);
    };
    box.addEventListener("input", onInput);
    return () => box.removeEventListener("input", onInput);
  }, [input]);
  return { text, setText, open, setOpen, active, setActive };
}

/** The box says whether the list is shown and which option is highlighted (aria-activedescendant). */
export function useActiveDescendant(input: Box, expanded: boolean, active: number): void {
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute("aria-expanded", String(expanded));
    if (expanded && active >= 0) box.setAttribute("aria-activedescendant", optionId(active));
    else box.removeAttribute("aria-activedescendant");
  }, [input, expanded, active]);
}

/** The list's options as the keys see them: every hit's page, then "all results" (the results page). */
type Options = { hits: readonly { href: string }[]; count: number; expanded: boolean };

/**
 * Down and Up move through the options, Enter opens the highlighted one (with none highlighted the
 * form submits to the results page), Escape closes the list and a second Escape clears the box;
 * leaving the form (focus elsewhere, a click outside) closes the list.
 */
export function useComboboxKeys(form: RefObject<HTMLFormElement | null>, input: Box, combobox: ComboboxState, { hits, count, expanded }: Options): void {
  const routes = usePageRoutes();
  const { text, setText, setOpen, active, setActive } = combobox;
  useEffect(() => {
    const box = input.current;
    const root = form.current;
    if (!box || !root) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive((current) => (event.key === "ArrowDown" ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
      } else if (event.key === "Enter" && expanded && active >= 0) {
        event.preventDefault();
        openResult(active < hits.length ? hits[active].href : routes.searchResults(text.trim()), setOpen);
      } else if (event.key === "Escape") {
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (box.value) {
          event.preventDefault();
          box.value = "";
          setText("");
        }
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) setOpen(false);
    };
    box.addEventListener("keydown", onKey);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      box.removeEventListener("keydown", onKey);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, [form, input, count, expanded, active, hits, text, setOpen, setActive, setText, routes]);
}
