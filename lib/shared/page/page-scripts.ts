/**
 * The id of the inline JSON list (`<script type="application/json">`, never executed) that holds
 * Next's own scripts in a built page, in their order (pages/_document.tsx): the page's start script
 * (lib/browser/start/site-start.ts) fetches and runs them once the page has painted.
 */
export const PAGE_SCRIPTS_ID = "__PAGE_SCRIPTS__";

/** One of Next's scripts: its URL, and its `crossorigin` attribute when Next sets one. */
export type PageScript = { src: string; crossOrigin?: string };
