import { crawlerDocumentPaths, crawlerDocumentProps } from "@/lib/server/crawlers/documents";

export const getStaticPaths = crawlerDocumentPaths;
export const getStaticProps = crawlerDocumentProps;

/** Only the page's data is used (served as XML by /sitemap.xml, /sitemaps/… and /rss.xml). */
export default function CrawlerDocument() {
  return null;
}
