import type { AppProps } from "next/app";
import { SiteLayout } from "@/components/layout/SiteLayout";
import type { ShellProps } from "@/lib/page-data/static-props";
import "@/styles/globals.css";

/** Every page returns ShellProps from getStaticProps; the shell is rendered here once for all. */
export default function App({ Component, pageProps }: AppProps<Partial<ShellProps>>) {
  const { shared, meta, preview } = pageProps;
  if (!shared || !meta) return <Component {...pageProps} />;
  return (
    <SiteLayout shared={shared} meta={meta} preview={preview === true}>
      <Component {...pageProps} />
    </SiteLayout>
  );
}
