/**
 * Names a request path by its route template (`/blog/hiv-window-period` → `/blog/[slug]`), from
 * the build's routes manifest (Next's own list: static routes first, then dynamic ones in the
 * order Next matches them). Used by error monitoring on the server, where an error thrown in
 * getStaticProps carries only the concrete path.
 */
export type RoutesManifest = { staticRoutes?: { page: string; regex: string }[]; dynamicRoutes?: { page: string; regex: string }[] };

export function routeTemplateMatcher(manifest: RoutesManifest): (path: string) => string | undefined {
  const routes = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].flatMap(({ page, regex }) => {
    try {
      return [{ page, pattern: new RegExp(regex) }];
    } catch {
      return [];
    }
  });
  return (path) => routes.find(({ pattern }) => pattern.test(path))?.page;
}
