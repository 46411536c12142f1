import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/**
 * The import graph of the repository's own code, read with TypeScript's parser and module
 * resolver (tsconfig paths included), folded into folders: one node per folder, an arrow for
 * every import between two folders. Tests, generated code and tooling output are left out.
 * `npm test` asserts it has no cycles and no arrow that points up a layer.
 */

const ROOT = resolve(import.meta.dirname, "..", "..");
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const LEFT_OUT = new Set(["node_modules", "tests", "coverage", "test-results", "generated", "content", "out", "public", "docs", "deploy", "styles"]);

/** The layers from the top down: a folder may import its own layer and those below, never one above. */
const LAYERS: { layer: string; rank: number; folders: RegExp }[] = [
  { layer: "tooling", rank: 8, folders: /^(scripts|bench)(\/|$)/ },
  { layer: "app config", rank: 7, folders: /^\(root\)$/ },
  { layer: "pages", rank: 6, folders: /^pages(\/|$)/ },
  { layer: "components", rank: 5, folders: /^components(\/|$)/ },
  { layer: "lib: shared by server and browser", rank: 3, folders: /^lib\/shared(\/|$)/ },
  { layer: "lib: server or browser", rank: 4, folders: /^lib(\/|$)/ },
  { layer: "queries", rank: 2, folders: /^queries(\/|$)/ },
  { layer: "content service", rank: 2, folders: /^content-service(\/|$)/ },
  { layer: "contract", rank: 1, folders: /^shared(\/|$)/ },
];

export type ImportGraph = {
  files: string[];
  /** folder → folder → the file-level imports behind that arrow ("from.ts → to.ts"). */
  arrows: Map<string, Map<string, string[]>>;
  /** file → the files it imports. */
  fileArrows: Map<string, string[]>;
};

function sourceFiles(dir = ""): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name.startsWith(".") || LEFT_OUT.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") && !entry.name.endsWith(".d.mts") ? [path] : [];
  });
}

/** The folder a file is drawn in: pages and each content-service subfolder as one, every other folder as itself. */
export function folderOf(file: string): string {
  const dir = dirname(file);
  if (dir === ".") return "(root)";
  if (dir.startsWith("pages")) return "pages";
  if (dir.startsWith("content-service")) return dir.split("/").slice(0, 2).join("/");
  if (dir.startsWith("bench")) return "bench";
  return dir;
}

export function layerOf(folder: string): { layer: string; rank: number } {
  return LAYERS.find(({ folders }) => folders.test(folder)) ?? { layer: "other", rank: 0 };
}

function compilerOptions(): ts.CompilerOptions {
  const { config } = ts.readConfigFile(join(ROOT, "tsconfig.json"), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options;
}

export function readImportGraph(): ImportGraph {
  const options = compilerOptions();
  const files = sourceFiles();
  const known = new Set(files);
  const arrows = new Map<string, Map<string, string[]>>();
  const fileArrows = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), "utf8"), true, false);
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, join(ROOT, file), options, ts.sys).resolvedModule?.resolvedFileName;
      const target = resolved && relative(ROOT, resolved);
      if (!target || !known.has(target)) continue;
      fileArrows.set(file, [...(fileArrows.get(file) ?? []), target]);
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from === to) continue;
      const byTarget = arrows.get(from) ?? new Map<string, string[]>();
      byTarget.set(to, [...(byTarget.get(to) ?? []), `${file} → ${target}`]);
      arrows.set(from, byTarget);
    }
  }
  return { files, arrows, fileArrows };
}

/** Arrows from a lower layer to a higher one. */
export function upwardArrows(graph: ImportGraph): string[] {
  return [...graph.arrows].flatMap(([from, targets]) =>
    [...targets].filter(([to]) => layerOf(to).rank > layerOf(from).rank).flatMap(([, imports]) => imports),
  );
}

/** Groups of folders that import each other in a loop. */
export function folderCycles(graph: ImportGraph): string[][] {
  return loops(new Map([...graph.arrows].map(([from, targets]) => [from, [...targets.keys()]])));
}

/** Groups of files under `under` that import each other in a loop (a type-only import counts: the modules still know each other). */
export function fileCycles(graph: ImportGraph, under: RegExp): string[][] {
  return loops(new Map([...graph.fileArrows].filter(([file]) => under.test(file)).map(([file, targets]) => [file, targets.filter((target) => under.test(target))])));
}

/** Groups of nodes that reach each other (strongly connected components, Tarjan). */
function loops(arrows: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of arrows.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of arrows.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The map as text: each folder with its layer, size and the folders it imports (with how many imports). */
export function importMapText(graph: ImportGraph): string {
  const folders = [...new Set(graph.files.map(folderOf))].sort(
    (a, b) => layerOf(b).rank - layerOf(a).rank || a.localeCompare(b),
  );
  const cycles = folderCycles(graph);
  const upward = upwardArrows(graph);
  const lines = [
    `Import map: ${graph.files.length} source files in ${folders.length} folders; ` +
      `${cycles.length} folder cycle(s), ${upward.length} upward import(s).`,
    "",
  ];
  for (const folder of folders) {
    const count = graph.files.filter((file) => folderOf(file) === folder).length;
    lines.push(`${folder}  [${layerOf(folder).layer}, ${count} file(s)]`);
    const targets = [...(graph.arrows.get(folder) ?? [])].sort(([a], [b]) => a.localeCompare(b));
    for (const [to, imports] of targets) {
      const mark = layerOf(to).rank > layerOf(folder).rank ? "  ↑ UPWARD" : "";
      lines.push(`    → ${to} (${imports.length})${mark}`);
    }
  }
  lines.push("", "Folder cycles:", ...(cycles.length ? cycles.map((cycle) => `    ${cycle.join(" ⇄ ")}`) : ["    none"]));
  lines.push("", "Upward imports:", ...(upward.length ? upward.map((line) => `    ${line}`) : ["    none"]));
  return `${lines.join("\n")}\n`;
}
