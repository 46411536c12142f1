import { wrapIn, type ElementRenderer } from "./render-context";

/** A table and its parts; rows and the parts around them hold elements only (container "table"), cells hold text. */
export const TABLES: [string, ElementRenderer][] = [
  [
    "table",
    (_element, children, _context, key) => (
      <div key={key} className="rich-text__table">
        <table>{children("table")}</table>
      </div>
    ),
  ],
  ["table_head", wrapIn("thead", "table")],
  ["table_body", wrapIn("tbody", "table")],
  ["table_row", wrapIn("tr", "table")],
  [
    "table_header_cell",
    (_element, children, _context, key) => (
      <th key={key} scope="col">
        {children()}
      </th>
    ),
  ],
  ["table_cell", wrapIn("td")],
];
