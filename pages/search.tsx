import type { GetServerSideProps } from "next";
import { SearchView } from "@/components/search/SearchView";
import { searchPageProps, type SearchPageProps } from "@/lib/server/page-data/search";

// Server-rendered on each request: the results work without JavaScript and the address can be shared.
export const getServerSideProps: GetServerSideProps<SearchPageProps> = (context) => searchPageProps(context);

export default function SearchPage({ query, answer, problem, topics }: SearchPageProps) {
  return <SearchView query={query} answer={answer} problem={problem} topics={topics} />;
}
