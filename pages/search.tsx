import type { GetServerSideProps } from "next";
import { SearchView } from "@/components/search/SearchView";
import { READ_METHODS, refuseOtherMethods } from "@/lib/server/api/allowed-methods";
import { searchPageProps, type SearchPageProps } from "@/lib/server/page-data/search";

// Server-rendered on each request: the results work without JavaScript and the address can be shared.
// In the route's language (/es/search asks the Spanish index).
// The form sends GET; any other method is refused (the answer is complete, these props are never read).
export const getServerSideProps: GetServerSideProps<SearchPageProps> = async (context) =>
  refuseOtherMethods(context.req, context.res, READ_METHODS) ? { props: {} as SearchPageProps } : searchPageProps(context);

export default function SearchPage({ query, answer, problem, topics, statusLine }: SearchPageProps) {
  return <SearchView query={query} answer={answer} problem={problem} topics={topics} statusLine={statusLine} />;
}
