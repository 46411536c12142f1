import { rssResponse } from "@/lib/page-data/feeds";

export const getServerSideProps = rssResponse;

/** The response is written by getServerSideProps; there is nothing to render. */
export default function Document() {
  return null;
}
