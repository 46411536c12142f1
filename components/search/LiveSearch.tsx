import { useMemo, type MouseEvent as ReactMouseEvent, type RefObject } from "react";

import { useLiveSearch, type LiveSearchState } from "@/lib/browser/fetching/use-live-search";
import { HitMeta } from "./Passage";
import { LISTBOX_ID, openResult, optionId, useActiveDescendant, useComboboxKeys, useComboboxState } from "./search-combobox";
import { usePageLanguage, usePageRoutes } from "@/lib/shared/i18n/page-language";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import type { Messages } from "@/lib/shared/i18n/messages";
import searchMessages from "@/lib/shared/i18n/compiled/en/search";

export const LIVE_RESULTS = 6;

/** What the live region says: searching, the error, or how many articles were found. */
function statusText(state: LiveSearchState, t: Messages<"search">["t"]): string {
  if (state.status === "loading") return t("searching");
  if (state.status === "error") return state.message;
  if (state.status !== "done") return "";
  if (state.answer.total === 0) return t("liveNone");
  return t("liveFound", { count: state.answer.total });
}

/**
 * The header box's live results, following the ARIA combobox pattern (editable combobox with a
 * list popup): the input keeps focus; Down and Up move through the results (aria-activedescendant),
 * Enter opens the highlighted article or, with none highlighted, submits the form to the results
 * page; Escape closes the list, and a second Escape clears the box. A live region says how many
 * articles were found. Loaded only when the visitor turns to the box (HeaderSearch).
 */
export default function LiveSearch({ form, input }: { form: RefObject<HTMLFormElement | null>; input: RefObject<HTMLInputElement | null> }) {
  const { t } = useMessages(searchMessages);
  const routes = usePageRoutes();
  const combobox = useComboboxState(input);
  const { text, open, active, setOpen } = combobox;
  const state = useLiveSearch(text, LIVE_RESULTS, usePageLanguage());
  const answer = state.status === "done" ? state.answer : null;
  const hits = useMemo(() => answer?.hits ?? [], [answer]);
  // The options: every hit, then "all results" (the results page).
  const optionCount = state.status === "done" && state.answer.total > 0 ? hits.length + 1 : 0;
  const expanded = open && text.trim() !== "" && state.status !== "idle";
  useActiveDescendant(input, expanded, active);
  useComboboxKeys(form, input, combobox, { hits, count: optionCount, expanded });

  const choose = (event: ReactMouseEvent, href: string) => {
    if (event.button !== 0) return;
    event.preventDefault();
    openResult(href, setOpen);
  };
  const status = statusText(state, t);

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded ? status : ""}
      </p>
      <div className="site-search__popup" hidden={!expanded}>
        {state.status !== "done" || state.answer.total === 0 ? <p className="site-search__message">{status}</p> : null}
        <ul id={LISTBOX_ID} role="listbox" aria-label={t("liveResults")} className="site-search__list">
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
              {t("seeAll", { count: state.status === "done" ? state.answer.total : "" })}
            </li>
          ) : null}
        </ul>
      </div>
    </>
  );
}
