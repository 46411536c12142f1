/**
 * The floor app (see pages/index.js). It resolves next, react and react-dom from the repo's
 * node_modules, so it is the site's exact framework version. FLOOR_DIST_DIR lets the bench and
 * the e2e suite build it side by side.
 */
const config = {
  distDir: process.env.FLOOR_DIST_DIR ?? ".next-floor",
  poweredByHeader: false,
};

export default config;
