import { fileCycles, folderCycles, readImportGraph, upwardArrows, type ImportGraph } from "../../scripts/lib/import-graph";

/**
 * The import map (npm run import-map): folders import down the layers only
 * (pages → components → lib → queries → contract) and no folders import each other in a loop.
 */
const graphOf = (arrows: [string, string][]): ImportGraph => ({
  files: [],
  arrows: new Map(arrows.map(([from, to]) => [from, new Map([[to, [`${from}/a.ts → ${to}/b.ts`]]])])),
  fileArrows: new Map(arrows.map(([from, to]) => [from, [to]])),
});
/** The editor's tools, the service's API and the contract they share: modules with one job each, none needing another that needs it. */
const EDITOR_TOOLS = /^(content-service\/(editor|api)|shared)\//;

describe("the import map", () => {
  const graph = readImportGraph();

  it("has no folder cycles", () => {
    expect(folderCycles(graph)).toEqual([]);
  });

  it("has no import circle between the editor's tools' files (entry-writer.ts ↔ localization-mutations.ts was one)", () => {
    expect(fileCycles(graph, EDITOR_TOOLS)).toEqual([]);
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
    expect(fileCycles(graphOf([["shared/a.ts", "shared/b.ts"], ["shared/b.ts", "shared/a.ts"]]), EDITOR_TOOLS)).toEqual([["shared/a.ts", "shared/b.ts"]]);
    expect(upwardArrows(graphOf([["queries", "lib/server/content"]]))).toEqual(["queries/a.ts → lib/server/content/b.ts"]);
    expect(upwardArrows(graphOf([["lib/shared/page", "lib/browser/page"]]))).toHaveLength(1);
  });
});
