import dynamic from "next/dynamic";
import { useEffect, useState, type CSSProperties, type ReactNode } from "react";
import { PageHead, StructuredData } from "@/components/seo/PageHead";
import { whenIdle } from "@/lib/browser/page/scheduling";
import { keepEarlyErrors } from "@/lib/browser/page/early-errors";
import type { PageMeta } from "@/lib/shared/page/page-meta";
import type { ColorPalette, ShellContext, ShellSiteConfig } from "@/lib/shared/content/types";
import { FooterRegion, HeaderRegion, QuickExitRegion } from "./ShellRegions";
import { ShellListeners } from "./ShellListeners";
import { HeaderLiveSearch } from "@/components/search/HeaderLiveSearch";
import { routes } from "@sti-aware/contract/routes";
import { SITE_PAGES } from "@/lib/shared/content/site-pages";
import { SitePagesContext } from "@/lib/shared/content/site-pages-context";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import shellMessages from "@/lib/shared/i18n/compiled/en/shell";

// Errors thrown before telemetry starts are kept: from a built page's start script on
// (lib/browser/start/site-start.ts), so production bundles leave this out; in development from here.
if (process.env.NODE_ENV !== "production") keepEarlyErrors();

// Session, consent and analytics run only in the browser and are not part of the first load.
const SiteTelemetry = dynamic(() => import("@/components/telemetry/SiteTelemetry"), { ssr: false });

/**
 * Session, consent and analytics, mounted once the main thread is first idle after hydration.
 * Its own component, so that becoming idle re-renders only this and not the whole layout.
 */
function TelemetryWhenIdle(props: { siteConfig: ShellSiteConfig; mayAskConsent: boolean }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  // Its chunk is requested only when it first renders.
  return idle ? <SiteTelemetry {...props} /> : null;
}

/** The site's colour palette as CSS custom properties (styles/ reads --color-*). */
export function paletteStyle(palette: ColorPalette | null): CSSProperties {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(palette ?? {})) {
    if (typeof value === "string" && /^#[0-9a-f]{3,8}$/i.test(value)) {
      style[`--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`] = value;
    }
  }
  return style as CSSProperties;
}

export type SiteLayoutProps = { shared: ShellContext; meta: PageMeta; preview?: boolean; children: ReactNode };

export function SiteLayout({ shared, meta, preview = false, children }: SiteLayoutProps) {
  const { siteConfig, subMenu, footer, copyrightYear, categoryPage, pepHours, sitePages } = shared;
  const { t } = useMessages(shellMessages);
  return (
    <SitePagesContext.Provider value={sitePages ?? SITE_PAGES}>
    <div className="site" style={paletteStyle(siteConfig.colorPalette)}>
      <PageHead meta={meta} siteConfig={siteConfig} categoryPage={categoryPage} />
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      {preview ? (
        <div className="preview-banner" role="status">
          <strong>{t("preview")}</strong>
          {t("previewText")}{" "}
          {/* A plain anchor on purpose: the API route sets cookies and redirects, so a full navigation. */}
          <a href={routes.path("exitPreviewApi")}>{t("exitPreview")}</a>
        </div>
      ) : null}
      <QuickExitRegion />
      <HeaderRegion siteConfig={siteConfig} menu={subMenu} locale={meta.locale} versions={meta.alternates} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <FooterRegion menu={footer} siteName={siteConfig.name} copyrightYear={copyrightYear} pepHours={pepHours} />
      <StructuredData items={meta.structuredData} />
      <ShellListeners />
      <HeaderLiveSearch />
      <TelemetryWhenIdle siteConfig={siteConfig} mayAskConsent={!meta.urgentHelp} />
    </div>
    </SitePagesContext.Provider>
  );
}
