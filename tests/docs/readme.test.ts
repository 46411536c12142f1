import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The README is a guide a newcomer follows: what it names must exist, and what must be configured must be in it. */
const readme = readFileSync("README.md", "utf8");
const scripts = Object.keys((JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts);
const envExample = readFileSync(".env.example", "utf8");
const exampleVariables = [...envExample.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);

describe("README stays true", () => {
  it("names only npm scripts package.json has", () => {
    const named = [...readme.matchAll(/npm run ([a-z][\w:-]*)/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(3);
    expect([...new Set(named)].filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it("lists every variable of .env.example in its configuration table, and no variable the project does not read", () => {
    const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("## Connecting a hosted Hygraph project"));
    const listed = [...table.matchAll(/`([A-Z][A-Z0-9_]{2,})`/g)].map((match) => match[1]);
    expect(exampleVariables.filter((name) => !listed.includes(name))).toEqual([]);
    expect([...new Set(listed)].filter((name) => !exampleVariables.includes(name))).toEqual([]);
  });

  it("links only to files that exist", () => {
    const links = [...readme.matchAll(/\]\(([^)#:]+)(#[^)]*)?\)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(5);
    expect(links.filter((link) => !existsSync(link))).toEqual([]);
  });

  it("is a guide, not a diary: a few hundred lines", () => {
    expect(readme.split("\n").length).toBeLessThan(300);
  });
});

describe("requirements in the project's own words", () => {
  it("no file refers to a specification section that is not in the repository", () => {
    const files = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter((file) => /\.(ts|tsx|mjs|md|json|ya?ml|css|sh)$|^\.env\.example$/.test(file));
    // Spelled in pieces, so that this file does not cite it itself.
    const citation = new RegExp(`\\b${"SP" + "EC"}\\b`);
    const citing = files.filter((file) => existsSync(file) && citation.test(readFileSync(file, "utf8")));
    expect(citing).toEqual([]);
  });
});
