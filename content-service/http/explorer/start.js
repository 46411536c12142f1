// The explorer's editors run their language services in workers, served by the content service itself.
const WORKERS = {
  editorWorkerService: "/graphiql/assets/monacoeditorwork/editor.worker.bundle.js",
  json: "/graphiql/assets/monacoeditorwork/json.worker.bundle.js",
  graphql: "/graphiql/assets/monacoeditorwork/graphql.worker.bundle.js",
};
self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: (_moduleId, label) => WORKERS[label] ?? WORKERS.editorWorkerService };

const DEFAULT_QUERY = `# The published content, as the site reads it. Drafts: POST /graphql/preview with a preview token
# (Authorization: Bearer …, in Headers below).
{
  posts(first: 5, orderBy: publishedAt_DESC) {
    slug
    title
    publishedAt
    category { slug }
  }
}
`;

// Headers hold bearer tokens: kept for the page's life only, never in this origin's storage, where
// any script of the origin, and anyone at the computer after the editor, could read them. Those
// an earlier version of the page kept are removed: GraphiQL's own copy and each saved tab's.
localStorage.removeItem("graphiql:headers");
try {
  const saved = JSON.parse(localStorage.getItem("graphiql:tabState") ?? "null");
  for (const tab of saved?.tabs ?? []) tab.headers = null;
  if (saved) localStorage.setItem("graphiql:tabState", JSON.stringify(saved));
} catch {
  localStorage.removeItem("graphiql:tabState");
}

globalThis.YogaGraphiQL.renderYogaGraphiQL(document.getElementById("explorer"), {
  endpoint: "/graphql",
  title: "STI Aware content API",
  query: DEFAULT_QUERY,
  shouldPersistHeaders: false,
});
