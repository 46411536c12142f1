import { sitemapResponse } from "@/lib/server/crawlers/routes";

export const getServerSideProps = sitemapResponse;

/** The response is written by getServerSideProps; there is nothing to render. */
export default function Document() {
  return null;
}
