import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EDITOR_SETTINGS_FILE, editorTarget, ensureEditorSettings, readEditorSettings } from "../editor/editor-settings";

/** `npm run site` starts with editing enabled, and the editor commands find the service and token from the same place. */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "editor-settings-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("this machine's editor settings", () => {
  it("are made once, private to their owner, and kept across starts (the address follows the service)", () => {
    const first = ensureEditorSettings("http://127.0.0.1:4000", {}, dir);
    expect(first.created).toBe(true);
    expect(first.settings.token).toMatch(/^[0-9a-f]{48}$/);
    expect(statSync(join(dir, EDITOR_SETTINGS_FILE)).mode & 0o777).toBe(0o600);
    const second = ensureEditorSettings("http://127.0.0.1:4100", {}, dir);
    expect(second.created).toBe(false);
    expect(second.settings).toEqual({ ...first.settings, url: "http://127.0.0.1:4100" });
    expect(readEditorSettings(dir)).toEqual(second.settings);
  });

  it("record the caller's own token, so the editor commands use what the service runs with", () => {
    const { settings, created } = ensureEditorSettings("http://127.0.0.1:4000", { token: "own-token", previewSecret: "own-secret" }, dir);
    expect(created).toBe(false);
    expect(settings).toMatchObject({ token: "own-token", previewSecret: "own-secret" });
    expect(readFileSync(join(dir, EDITOR_SETTINGS_FILE), "utf8")).toContain("CONTENT_SERVICE_TOKEN=own-token\n");
  });

  it("give the editor commands the environment's values first, then the file's, then the default address", () => {
    expect(editorTarget({}, dir)).toEqual({ url: "http://127.0.0.1:4000", token: undefined });
    ensureEditorSettings("http://127.0.0.1:4100", { token: "file-token" }, dir);
    expect(editorTarget({}, dir)).toEqual({ url: "http://127.0.0.1:4100", token: "file-token" });
    expect(editorTarget({ CONTENT_SERVICE_TOKEN: "env-token", CONTENT_SERVICE_URL: "http://127.0.0.1:4200" }, dir)).toEqual({ url: "http://127.0.0.1:4200", token: "env-token" });
  });
});
