import { ServerMarkup } from "@/components/markup/ServerMarkup";
import { deferredModule } from "@/components/markup/deferred-module";
import { installQuickExit } from "@/lib/browser/visitor/quick-exit-keys";
import { usePageLanguage } from "@/lib/shared/i18n/page-language";
import type { SiteFooterProps } from "./SiteFooter";
import type { SiteHeaderProps } from "./SiteHeader";

// A built page's start script installs the shortcut (lib/browser/start/site-start.ts), so production
// bundles leave this out; the development server (and the tests' renders) have no start script.
if (process.env.NODE_ENV !== "production") installQuickExit();

/**
 * The exit bar, the header and the footer are the server's markup on the first load
 * (components/markup/ServerMarkup.tsx): the browser needs their components only when one of them
 * changes (a client-side navigation), so they are a chunk of their own, not part of every page's
 * first load. Each region's version is what its markup is made of.
 */
const shellContent = deferredModule(() => import("./shell-content"));

export function QuickExitRegion() {
  // Its words are the page language's messages, and nothing else.
  return <ServerMarkup as="div" className="quick-exit" version={usePageLanguage()} content={shellContent} render={({ QuickExit }) => <QuickExit />} />;
}

export function HeaderRegion(props: SiteHeaderProps) {
  const { siteConfig, menu, locale, versions } = props;
  const version = JSON.stringify([siteConfig.name, siteConfig.logo?.url, siteConfig.logoMobile?.url, menu, locale, versions]);
  return <ServerMarkup as="header" className="site-header" version={version} content={shellContent} render={({ SiteHeader }) => <SiteHeader {...props} />} />;
}

export function FooterRegion(props: SiteFooterProps) {
  const version = JSON.stringify([props.menu, props.siteName, props.copyrightYear, props.pepHours, usePageLanguage()]);
  return <ServerMarkup as="footer" className="site-footer" version={version} content={shellContent} render={({ SiteFooter }) => <SiteFooter {...props} />} />;
}
