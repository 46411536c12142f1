import { robotsResponse } from "@/lib/page-data/feeds";

export const getServerSideProps = robotsResponse;

/** The response is written by getServerSideProps; there is nothing to render. */
export default function Document() {
  return null;
}
