import { HomeView } from "@/components/home/HomeView";
import { StaticHtml } from "@/components/layout/StaticHtml";
import { loadHome } from "@/lib/server/page-data/home";
import { staticHtmlProps, type StaticHtmlProps } from "@/lib/server/page-data/static-html";

// Nothing on the home page changes in the browser: HTML rendered here, not hydrated.
export const getStaticProps = staticHtmlProps(loadHome, ({ shared, ...props }) => <HomeView {...props} siteName={shared.siteConfig.name} />);

export default function HomePage({ html }: StaticHtmlProps) {
  return <StaticHtml html={html} />;
}
