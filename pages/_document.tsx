import Document, { Head, Html, Main, NextScript } from "next/document";
import { withoutStaticHtml } from "@/lib/page-data/static-html";

export default class SiteDocument extends Document {
  render() {
    // NextScript serializes this object (the same one, through Next's HtmlContext) after this
    // render: replacing its props keeps server-rendered static HTML out of the inline JSON.
    const data = this.props.__NEXT_DATA__;
    data.props = withoutStaticHtml(data.props);
    return (
      <Html lang="en">
        <Head />
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
