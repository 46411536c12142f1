import { isValidElement, type ReactElement } from "react";
import Document, { Head, Html, Main, NextScript, type DocumentContext } from "next/document";
import { imageCdnBase } from "@/lib/shared/media/image-loader";
import { imagePreloadsIn, type ImagePreload } from "@/lib/server/document/image-preloads";
import { stylesheetsFor, type InlineStylesheet } from "@/lib/server/document/site-stylesheet";
import { FULL_STYLESHEET_ATTRIBUTE } from "@/lib/shared/page/full-stylesheet";
import { PAGE_SCRIPTS_ID, type PageScript } from "@/lib/shared/page/page-scripts";
import { withoutStaticHtml } from "@/lib/server/page-data/static-html";
import { DEFAULT_LOCALE } from "@sti-aware/contract/routes";

/** The site's sheets (lib/server/document/site-stylesheet.ts), compiled in by next.config.ts; none in development. */
const STYLESHEETS: InlineStylesheet[] = process.env.SITE_STYLESHEETS ? (JSON.parse(process.env.SITE_STYLESHEETS) as InlineStylesheet[]) : [];
const inlining = () => process.env.NODE_ENV !== "development" && STYLESHEETS.length > 0;
/** The start script's path under /_next/ (lib/server/document/site-start-script.ts), compiled in by next.config.ts; none in development. */
const START_SCRIPT = process.env.SITE_START_SCRIPT ?? "";
const startingAfterPaint = () => process.env.NODE_ENV !== "development" && START_SCRIPT !== "";

type ScriptProps = { src?: string; crossOrigin?: string };

/** The sources of Next's `<script defer>` tags, in their order. */
const pageScriptsOf = (scripts: (ReactElement | null)[]): PageScript[] =>
  scripts.flatMap((script) => (isValidElement<ScriptProps>(script) && script.props.src ? [{ src: script.props.src, ...(script.props.crossOrigin ? { crossOrigin: script.props.crossOrigin } : {}) }] : []));

/**
 * In production each page inlines its own sheets (rendered by SiteDocument, hashed in the CSP) instead
 * of linking the stylesheet: the first paint needs the HTML alone. The whole stylesheet (Next's CSS
 * file of _app's imports) is linked for print media, which neither blocks rendering nor delays a
 * script; it is switched on when the first client-side navigation starts (lib/browser/page/full-stylesheet.ts),
 * for the pages reached that way. The dev server keeps Next's hot-reloaded links.
 */
class SiteHead extends Head {
  /**
   * A built page runs one script before it has painted: the start script (lib/browser/start/site-start.ts),
   * which installs the quick exit's keys and, once the page has painted, fetches and runs Next's
   * scripts, listed here as data in their order (dynamic chunks first, as Next orders its tags).
   * Fetched and evaluated beside the largest element, they held its paint behind ~120 kB of script
   * on a slow line (docs/performance.md, "Next's scripts after the first paint").
   */
  getScripts(files: Parameters<Head["getScripts"]>[0]) {
    if (!startingAfterPaint()) return super.getScripts(files);
    const scripts = pageScriptsOf([...super.getDynamicChunks(files), ...super.getScripts(files)]);
    return [
      <script key={PAGE_SCRIPTS_ID} id={PAGE_SCRIPTS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(scripts).replace(/</g, "\\u003c") }} />,
      <script key="site-start" defer src={`${this.context.assetPrefix}/_next/${START_SCRIPT}`} />,
    ];
  }

  getDynamicChunks(files: Parameters<Head["getDynamicChunks"]>[0]) {
    // Listed by getScripts.
    return startingAfterPaint() ? [] : super.getDynamicChunks(files);
  }

  getCssLinks(files: Parameters<Head["getCssLinks"]>[0]) {
    if (!inlining()) return super.getCssLinks(files);
    const { assetPrefix, cssAssetQueryString } = this.context;
    return files.allFiles
      .filter((file) => file.endsWith(".css"))
      .map((file) => <link key={file} rel="stylesheet" media="print" href={`${assetPrefix}/_next/${encodeURI(file)}${cssAssetQueryString}`} {...{ [FULL_STYLESHEET_ATTRIBUTE]: "" }} />);
  }
}

type SiteDocumentProps = { imagePreloads: ImagePreload[]; stylesheets: InlineStylesheet[] };

export default class SiteDocument extends Document<SiteDocumentProps> {
  static async getInitialProps(context: DocumentContext) {
    const initialProps = await Document.getInitialProps(context);
    return { ...initialProps, imagePreloads: imagePreloadsIn(initialProps.html), stylesheets: inlining() ? stylesheetsFor(initialProps.html, STYLESHEETS) : [] };
  }

  render() {
    // NextScript serializes this object (the same one, through Next's HtmlContext) after this
    // render: replacing its props keeps server-rendered static HTML out of the inline JSON.
    const data = this.props.__NEXT_DATA__;
    data.props = withoutStaticHtml(data.props);
    return (
      // Next's i18n routing hands the document the page's language (next.config.ts).
      <Html lang={this.props.locale ?? DEFAULT_LOCALE}>
        <SiteHead>
          {/* Every page's images come from the image CDN: its connection opens while the HTML is parsed. */}
          <link rel="preconnect" href={new URL(imageCdnBase()).origin} />
          {/* The page's main image, requested before the stylesheet and scripts (lib/server/document/image-preloads.ts). */}
          {this.props.imagePreloads.map((preload) => (
            <link key={preload.imageSrcSet ?? preload.href} rel="preload" as="image" {...preload} />
          ))}
          {this.props.stylesheets.map((sheet) => (
            <style key={sheet.name} data-sheet={sheet.name} dangerouslySetInnerHTML={{ __html: sheet.css }} />
          ))}
        </SiteHead>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
