import { folderCycles, readImportGraph, upwardArrows, type ImportGraph } from "../../scripts/lib/import-graph";

/**
 * The import map (npm run import-map): folders import down the layers only
 * (pages → components → lib → queries → contract) and no folders import each other in a loop.
 */
const graphOf = (arrows: [string, string][]): ImportGraph => ({
  files: [],
  arrows: new Map(arrows.map(([from, to]) => [from, new Map([[to, [`${from}/a.ts → ${to}/b.ts`]]])])),
});

describe("the import map", () => {
  const graph = readImportGraph();

  it("has no folder cycles", () => {
    expect(folderCycles(graph)).toEqual([]);
  });

  it("has no import pointing up a layer", () => {
    expect(upwardArrows(graph)).toEqual([]);
  });

  it("reads the repository's imports (a page imports a component, a query its content client)", () => {
    expect([...(graph.arrows.get("pages")?.keys() ?? [])]).toContain("components/layout");
    expect([...(graph.arrows.get("queries")?.keys() ?? [])]).toContain("queries/client");
  });

  it("finds a loop between folders and an upward import when there is one", () => {
    const looped = graphOf([["lib/server/crawlers", "lib/server/page-data"], ["lib/server/page-data", "lib/server/crawlers"]]);
    expect(folderCycles(looped)).toEqual([["lib/server/crawlers", "lib/server/page-data"]]);
    expect(upwardArrows(graphOf([["queries", "lib/server/content"]]))).toEqual(["queries/a.ts → lib/server/content/b.ts"]);
    expect(upwardArrows(graphOf([["lib/shared/page", "lib/browser/page"]]))).toHaveLength(1);
  });
});
