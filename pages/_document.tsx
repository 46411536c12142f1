import Document, { Head, Html, Main, NextScript, type DocumentContext } from "next/document";
import { imageCdnBase } from "@/lib/shared/media/image-loader";
import { imagePreloadsIn, type ImagePreload } from "@/lib/server/document/image-preloads";
import { withoutStaticHtml } from "@/lib/server/page-data/static-html";

/**
 * In production the stylesheet is inlined (lib/server/document/site-stylesheet.ts, hashed in the CSP) instead of
 * linked: the first paint needs the HTML alone. The dev server keeps Next's links, hot-reloaded.
 */
class SiteHead extends Head {
  getCssLinks(files: Parameters<Head["getCssLinks"]>[0]) {
    const stylesheet = process.env.SITE_STYLESHEET;
    if (process.env.NODE_ENV === "development" || !stylesheet) return super.getCssLinks(files);
    return [<style key="site-stylesheet" dangerouslySetInnerHTML={{ __html: stylesheet }} />];
  }
}

type SiteDocumentProps = { imagePreloads: ImagePreload[] };

export default class SiteDocument extends Document<SiteDocumentProps> {
  static async getInitialProps(context: DocumentContext) {
    const initialProps = await Document.getInitialProps(context);
    return { ...initialProps, imagePreloads: imagePreloadsIn(initialProps.html) };
  }

  render() {
    // NextScript serializes this object (the same one, through Next's HtmlContext) after this
    // render: replacing its props keeps server-rendered static HTML out of the inline JSON.
    const data = this.props.__NEXT_DATA__;
    data.props = withoutStaticHtml(data.props);
    return (
      <Html lang="en">
        <SiteHead>
          {/* Every page's images come from the image CDN: its connection opens while the HTML is parsed. */}
          <link rel="preconnect" href={new URL(imageCdnBase()).origin} />
          {/* The page's main image, requested before the stylesheet and scripts (lib/server/document/image-preloads.ts). */}
          {this.props.imagePreloads.map((preload) => (
            <link key={preload.imageSrcSet ?? preload.href} rel="preload" as="image" {...preload} />
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
