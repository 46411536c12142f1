/**
 * A region the server rendered to HTML at build time (lib/server/page-data/static-html.ts) because it
 * never changes in the browser: React neither hydrates inside it nor ships its components.
 * On the first page load `html` is empty (pages/_document leaves it out of __NEXT_DATA__, so the
 * content is not sent twice): React does not compare or patch dangerouslySetInnerHTML when it
 * hydrates, so the server's HTML stays; after a client-side navigation `html` holds the region,
 * from the page's data JSON. Its internal links are followed client-side like every other
 * (lib/browser/page/client-navigation.ts).
 */
export function StaticHtml({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
