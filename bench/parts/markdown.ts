import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseFeatureMarkdown } from "@sti-aware/contract/feature-markdown";
import { markdownToRichText } from "@sti-aware/contract/rich-text-markdown";
import { readMarkdownFile } from "../../content-service/editor/markdown-file";
import { PATHOLOGICAL_MARKDOWN, VALID_MARKDOWN } from "../markdown-shapes";
import { median, round } from "../stats";

/**
 * The markdown part: each shape that makes CommonMark's parser quadratic, at 32 kB, read as the
 * editors' push reads an article (markdownToRichText) and as the site reads a brand's features
 * (parseFeatureMarkdown), against a normal article and the valid shapes of the site's size; and a
 * front matter of 100,000 YAML keys read as the push reads a file. Each: the median of 3 runs,
 * wall and CPU milliseconds, and what came of it ("read", or the refusal's line:column).
 */
type Row = { input: string; chars: number; pushMs: number; pushCpuMs: number; siteMs: number; outcome: string };

function timed(read: () => unknown): { ms: number; cpuMs: number; outcome: string } {
  const walls: number[] = [];
  const cpus: number[] = [];
  let outcome = "read";
  for (let run = 0; run < 3; run++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    try {
      read();
    } catch (error) {
      outcome = `refused at ${(error as Error).message.split(": ").slice(0, 2).join(": ").slice(0, 70)}`;
    }
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  return { ms: round(median(walls), 1), cpuMs: round(median(cpus), 1), outcome };
}

export function benchMarkdown(scratch: string): { rows: Row[]; frontMatter: { keys: number; ms: number; outcome: string } } {
  const inputs: [string, string][] = [...Object.entries(VALID_MARKDOWN), ...Object.entries(PATHOLOGICAL_MARKDOWN).map(([name, { markdown }]): [string, string] => [name, markdown])];
  const rows = inputs.map(([input, markdown]): Row => {
    const push = timed(() => markdownToRichText(markdown));
    const site = timed(() => parseFeatureMarkdown(markdown));
    return { input, chars: markdown.length, pushMs: push.ms, pushCpuMs: push.cpuMs, siteMs: site.ms, outcome: push.outcome };
  });
  console.table(rows);
  const keys = 100_000;
  const file = join(scratch, "front-matter.md");
  writeFileSync(file, `---\ntitle: Keys\n${Array.from({ length: keys }, (_, index) => `key${index}: value`).join("\n")}\n---\n\nBody.\n`);
  const read = timed(() => readMarkdownFile(file));
  const frontMatter = { keys, ms: read.ms, outcome: read.outcome.replace(file, "file") };
  console.log("front matter:", frontMatter);
  return { rows, frontMatter };
}
