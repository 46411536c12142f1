/**
 * Root layout: the site's stylesheet inlined in <head>, as pages/_document inlines it, and
 * nothing else of the site's shell (no header, menus, search, footer or consent): the reference is
 * the article's own content at the least the App Router can cost.
 */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <head>
        <style dangerouslySetInnerHTML={{ __html: process.env.SITE_STYLESHEET }} />
      </head>
      <body>
        <div className="site">
          <main id="main" className="site-main">
            {children}
          </main>
        </div>
      </body>
    </html>
  );
}
