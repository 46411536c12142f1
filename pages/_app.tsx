import type { AppProps } from "next/app";
import { useEffect } from "react";
import { FeatureListsContext } from "@/components/comparison/FeatureList";
import { SiteLayout } from "@/components/layout/SiteLayout";
import { followInternalLinks } from "@/lib/browser/page/client-navigation";
import type { ShellProps } from "@/lib/server/page-data/static-props";
import "@/styles/globals.css";

/** Every page returns ShellProps from getStaticProps; the shell is rendered here once for all. */
export default function App({ Component, pageProps }: AppProps<Partial<ShellProps>>) {
  const { shared, meta, preview, featureLists } = pageProps;
  // Every page's internal links, error pages' too, from the first hydration on.
  useEffect(() => followInternalLinks(), []);
  if (!shared || !meta) return <Component {...pageProps} />;
  return (
    <SiteLayout shared={shared} meta={meta} preview={preview === true}>
      <FeatureListsContext.Provider value={featureLists ?? {}}>
        <Component {...pageProps} />
      </FeatureListsContext.Provider>
    </SiteLayout>
  );
}
