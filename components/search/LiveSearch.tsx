import Router from "next/router";
import { useEffect, useMemo, useState, type MouseEvent as ReactMouseEvent, type RefObject } from "react";

import { useLiveSearch } from "@/lib/browser/fetching/use-live-search";
import { HitMeta } from "./Passage";
import { routes } from "@sti-aware/contract/routes";

const LISTBOX_ID = "site-search-results";
const optionId = (index: number) => `site-search-option-${index}`;
export const LIVE_RESULTS = 6;

/**
 * The header box's live results, following the ARIA combobox pattern (editable combobox with a
 * list popup): the input keeps focus; Down and Up move through the results (aria-activedescendant),
 * Enter opens the highlighted article or, with none highlighted, submits the form to the results
 * page; Escape closes the list, and a second Escape clears the box. A live region says how many
 * articles were found. Loaded only when the visitor turns to the box (HeaderSearch).
 */
export default function LiveSearch({ form, input }: { form: RefObject<HTMLFormElement | null>; input: RefObject<HTMLInputElement | null> }) {
  const [text, setText] = useState(() => input.current?.value ?? "");
  const [open, setOpen] = useState(() => Boolean(input.current?.value));
  const [active, setActive] = useState(-1);
  const state = useLiveSearch(text, LIVE_RESULTS);
  const answer = state.status === "done" ? state.answer : null;
  const hits = useMemo(() => answer?.hits ?? [], [answer]);
  // The options: every hit, then "all results" (the results page).
  const optionCount = state.status === "done" && state.answer.total > 0 ? hits.length + 1 : 0;
  const expanded = open && text.trim() !== "" && state.status !== "idle";

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

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute("aria-expanded", String(expanded));
    if (expanded && active >= 0) box.setAttribute("aria-activedescendant", optionId(active));
    else box.removeAttribute("aria-activedescendant");
  }, [input, expanded, active]);

  useEffect(() => {
    const box = input.current;
    const root = form.current;
    if (!box || !root) return;
    const go = (href: string) => {
      setOpen(false);
      void Router.push(href);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (!optionCount) return;
        event.preventDefault();
        setOpen(true);
        setActive((current) => (event.key === "ArrowDown" ? (current + 1) % optionCount : current <= 0 ? optionCount - 1 : current - 1));
      } else if (event.key === "Enter" && expanded && active >= 0) {
        event.preventDefault();
        go(active < hits.length ? hits[active].href : routes.searchResults(text.trim()));
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
    // Leaving the box (focus elsewhere, a click outside) closes the list.
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) setOpen(false);
    };
    box.addEventListener("keydown", onKey);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      box.removeEventListener("keydown", onKey);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, [form, input, optionCount, expanded, active, hits, text]);

  const choose = (event: ReactMouseEvent, href: string) => {
    if (event.button !== 0) return;
    event.preventDefault();
    setOpen(false);
    void Router.push(href);
  };

  const status =
    state.status === "loading"
      ? "Searching…"
      : state.status === "error"
        ? state.message
        : state.status === "done"
          ? state.answer.total === 0
            ? "No articles found. Press Enter for suggestions."
            : `${state.answer.total} ${state.answer.total === 1 ? "article" : "articles"} found.`
          : "";

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded ? status : ""}
      </p>
      <div className="site-search__popup" hidden={!expanded}>
        {state.status !== "done" || state.answer.total === 0 ? <p className="site-search__message">{status}</p> : null}
        <ul id={LISTBOX_ID} role="listbox" aria-label="Search results" className="site-search__list">
          {/* Options hold no links (an option is not a container of controls): a press opens its page,
              the input keeping focus; keyboard users move with the arrows and press Enter. */}
          {hits.map((hit, index) => (
            <li key={hit.href} id={optionId(index)} role="option" aria-selected={index === active} className="site-search__option" onMouseDown={(event) => choose(event, hit.href)}>
              <span className="site-search__title">{hit.title}</span>
              <span className="site-search__meta">
                <HitMeta hit={hit} />
              </span>
            </li>
          ))}
          {optionCount ? (
            <li
              id={optionId(hits.length)}
              role="option"
              aria-selected={active === hits.length}
              className="site-search__option site-search__option--all"
              onMouseDown={(event) => choose(event, routes.searchResults(text.trim()))}
            >
              See all {state.status === "done" ? state.answer.total : ""} results
            </li>
          ) : null}
        </ul>
      </div>
    </>
  );
}
