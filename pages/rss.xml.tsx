import { rssResponse } from "@/lib/server/crawlers/routes";

export const getServerSideProps = rssResponse;

/** The response is written by getServerSideProps; there is nothing to render. */
export default function Document() {
  return null;
}
