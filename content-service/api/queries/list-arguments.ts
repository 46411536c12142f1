import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "@sti-aware/contract/paging";
import { BadArgumentError } from "./request-context";
import type { Entry } from "../../store/store";
import { compare, type Where } from "./where-filters";

/** The arguments of every list: `first`/`skip` paging, `orderBy`, and the connection a page makes. */

export type ListArgs = { where?: Where | null; orderBy?: string | null; first?: number | null; skip?: number | null };

export function pageArgs(args: { first?: number | null; skip?: number | null }): { first: number; skip: number } {
  const first = args.first ?? DEFAULT_PAGE_SIZE;
  const skip = args.skip ?? 0;
  if (first < 0 || skip < 0) throw new BadArgumentError('"first" and "skip" must not be negative');
  if (first > MAX_PAGE_SIZE) throw new BadArgumentError(`"first" may not exceed ${MAX_PAGE_SIZE} (got ${first})`);
  return { first, skip };
}

export function orderComparator(orderBy: string): (a: Entry, b: Entry) => number {
  const [, field, direction] = /^(.*)_(ASC|DESC)$/.exec(orderBy) ?? [];
  const sign = direction === "DESC" ? -1 : 1;
  return (a, b) => sign * compare(a[field], b[field]) || compare(a.createdAt, b.createdAt);
}

export function connectionOf(selected: Entry[], args: ListArgs) {
  const { first, skip } = pageArgs(args);
  const page = selected.slice(skip, skip + first);
  const cursor = (index: number) => Buffer.from(`${skip + index}`).toString("base64");
  return {
    edges: page.map((node, index) => ({ cursor: cursor(index), node })),
    pageInfo: {
      hasNextPage: skip + page.length < selected.length,
      hasPreviousPage: skip > 0,
      startCursor: page.length ? cursor(0) : null,
      endCursor: page.length ? cursor(page.length - 1) : null,
      pageSize: page.length,
    },
    aggregate: { count: selected.length },
  };
}
