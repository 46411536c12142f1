import Document, { Head, Html, Main, NextScript, type DocumentContext } from "next/document";
import { imageCdnBase } from "@/lib/shared/media/image-loader";
import { imagePreloadsIn, type ImagePreload } from "@/lib/server/document/image-preloads";
import { stylesheetsFor, type InlineStylesheet } from "@/lib/server/document/site-stylesheet";
import { FULL_STYLESHEET_ATTRIBUTE } from "@/lib/shared/page/full-stylesheet";
import { withoutStaticHtml } from "@/lib/server/page-data/static-html";
import { DEFAULT_LOCALE } from "@sti-aware/contract/routes";

/** The site's sheets (lib/server/document/site-stylesheet.ts), compiled in by next.config.ts; none in development. */
const STYLESHEETS: InlineStylesheet[] = process.env.SITE_STYLESHEETS ? (JSON.parse(process.env.SITE_STYLESHEETS) as InlineStylesheet[]) : [];
const inlining = () => process.env.NODE_ENV !== "development" && STYLESHEETS.length > 0;

/**
 * In production each page inlines its own sheets (rendered by SiteDocument, hashed in the CSP) instead
 * of linking the stylesheet: the first paint needs the HTML alone. The whole stylesheet (Next's CSS
 * file of _app's imports) is linked for print media, which neither blocks rendering nor delays a
 * script; it is switched on when the first client-side navigation starts (lib/browser/page/full-stylesheet.ts),
 * for the pages reached that way. The dev server keeps Next's hot-reloaded links.
 */
class SiteHead extends Head {
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
