import { HomeView } from "@/components/home/HomeView";
import { loadHome, type HomeProps } from "@/lib/page-data/home";
import { staticProps, type ShellProps } from "@/lib/page-data/static-props";

export const getStaticProps = staticProps(loadHome);

export default function HomePage({ shared, ...props }: ShellProps & HomeProps) {
  return <HomeView {...props} siteName={shared.siteConfig.name} />;
}
