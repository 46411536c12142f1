import { plainText } from "./text";
import { isRecord, wrapIn, type Attributes, type ElementRenderer } from "./render-context";

/** The column headings of a table's first row, for its name when no heading comes before it. */
function columnHeadings(table: Attributes): string {
  const head = Array.isArray(table.children) ? table.children.find((part) => isRecord(part) && part.type === "table_head") : undefined;
  const firstRow = isRecord(head) && Array.isArray(head.children) ? head.children[0] : undefined;
  const cells = isRecord(firstRow) && Array.isArray(firstRow.children) ? firstRow.children : [];
  return cells
    .map((cell) => plainText(cell).trim())
    .filter(Boolean)
    .join(", ");
}

/** A table and its parts; rows and the parts around them hold elements only (container "table"), cells hold text. */
export const TABLES: [string, ElementRenderer][] = [
  [
    "table",
    // A wide table scrolls sideways inside its wrapper: the wrapper takes focus, so a keyboard can
    // scroll it, and is a named region, so a screen reader says what it is (WCAG 2.1.1, 4.1.2).
    (element, children, context, key) => {
      const columns = columnHeadings(element);
      const name = context.sectionHeading || columns;
      const label = name ? context.t("tableOf", { name }) : context.t("table");
      return (
        <div key={key} className="rich-text__table" tabIndex={0} role="region" aria-label={label}>
          <table>{children("table")}</table>
        </div>
      );
    },
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
