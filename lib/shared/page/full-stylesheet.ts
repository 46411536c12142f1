/** Marks the whole stylesheet's <link>, linked for print media until the page is interactive (pages/_document.tsx). */
export const FULL_STYLESHEET_ATTRIBUTE = "data-full-stylesheet";
