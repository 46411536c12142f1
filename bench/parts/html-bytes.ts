import { gzipSync } from "node:zlib";
import { round } from "../stats";

/** The html part (run with bundle): HTML and __NEXT_DATA__ bytes, raw and gzip, per route type beside the floor's. */

const kB = (bytes: number) => round(bytes / 1000);

export type HtmlBytes = { page: string; path: string; htmlKB: number; htmlGzipKB: number; nextDataKB: number; nextDataGzipKB: number; nextDataShare: string };

export async function htmlBytes(pages: Record<string, string>, siteUrl: string, floorUrl: string): Promise<HtmlBytes[]> {
  const rows: HtmlBytes[] = [];
  for (const [page, path] of [["floor", "/"], ...Object.entries(pages)]) {
    const response = await fetch(`${page === "floor" ? floorUrl : siteUrl}${path}`);
    if (!response.ok) throw new Error(`${page} ${path} answered ${response.status}`);
    const html = Buffer.from(await response.arrayBuffer());
    const nextData = Buffer.from(/<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html.toString("utf8"))?.[1] ?? "");
    rows.push({
      page,
      path,
      htmlKB: kB(html.length),
      htmlGzipKB: kB(gzipSync(html, { level: 9 }).length),
      nextDataKB: kB(nextData.length),
      nextDataGzipKB: kB(gzipSync(nextData, { level: 9 }).length),
      nextDataShare: `${Math.round((100 * nextData.length) / html.length)}%`,
    });
  }
  return rows;
}
