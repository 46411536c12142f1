/**
 * Webpack loader for the browser compilation only (next.config.ts): a module of a server folder
 * (lib/server, queries) that reaches a browser bundle fails the build, naming the module; webpack
 * adds the import trace. Page loaders imported by getStaticProps never get here: Next removes
 * them from the browser bundle before it is built.
 */
module.exports = function serverCodeInBrowser(source) {
  this.emitError(new Error(`${this.resourcePath} is server code (a server folder) and must not reach the browser bundle.`));
  return source;
};
