import type { AppProps } from "next/app";
import { useRouter } from "next/router";
import { useEffect } from "react";
import { FeatureListsContext } from "@/components/comparison/FeatureList";
import { LocaleMessages } from "@/components/i18n/LocaleMessages";
import { SiteLayout } from "@/components/layout/SiteLayout";
import { followInternalLinks } from "@/lib/browser/page/client-navigation";
import { fullStylesheetOnNavigation } from "@/lib/browser/page/full-stylesheet";
import type { ShellProps } from "@/lib/server/page-data/static-props";
import { PageLanguage } from "@/lib/shared/i18n/page-language";
// Every sheet, for pages reached by client-side navigation (styles/site.css).
import "@/styles/site.css";

/** Every page returns ShellProps from getStaticProps; the shell is rendered here once for all. */
export default function App({ Component, pageProps }: AppProps<Partial<ShellProps>>) {
  const { shared, meta, preview, featureLists } = pageProps;
  const { locale } = useRouter();
  // Every page's internal links, error pages' too, from the first hydration on.
  useEffect(() => followInternalLinks(), []);
  // <html lang> comes with the first response only: a client-side move to the other language updates it.
  useEffect(() => {
    if (locale) document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => fullStylesheetOnNavigation(), []);
  if (!shared || !meta) {
    return (
      <LocaleMessages locale={locale}>
        <Component {...pageProps} />
      </LocaleMessages>
    );
  }
  return (
    <PageLanguage.Provider value={meta.locale}>
      <LocaleMessages locale={locale}>
        <SiteLayout shared={shared} meta={meta} preview={preview === true}>
          <FeatureListsContext.Provider value={featureLists ?? {}}>
            <Component {...pageProps} />
          </FeatureListsContext.Provider>
        </SiteLayout>
      </LocaleMessages>
    </PageLanguage.Provider>
  );
}
