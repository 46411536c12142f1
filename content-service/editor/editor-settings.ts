import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { writeFileAtomic } from "../store/atomic-file";

/**
 * This machine's editor settings, so that `npm run site` starts with editing enabled and every
 * `npm run content -- …` command finds the service without a variable to copy: the mutation
 * token, the service's address and the preview-link secret, in an untracked file readable by its
 * owner only. Environment variables always win over the file.
 */
export const EDITOR_SETTINGS_FILE = ".editor.env";

export type EditorSettings = { token: string; url: string; previewSecret: string };

const KEYS = { token: "CONTENT_SERVICE_TOKEN", url: "CONTENT_SERVICE_URL", previewSecret: "PREVIEW_SECRET" } as const;

export function editorSettingsPath(dir = process.cwd()): string {
  return join(dir, EDITOR_SETTINGS_FILE);
}

/** The settings the file holds (KEY=value lines), or nothing when there is no file. */
export function readEditorSettings(dir = process.cwd()): Partial<EditorSettings> {
  const path = editorSettingsPath(dir);
  if (!existsSync(path)) return {};
  const values = new Map(
    readFileSync(path, "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#") && line.includes("="))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)] as const),
  );
  const settings: Partial<EditorSettings> = {};
  for (const [field, key] of Object.entries(KEYS) as [keyof EditorSettings, string][]) {
    const value = values.get(key);
    if (value) settings[field] = value;
  }
  return settings;
}

/**
 * The settings `npm run site` runs with, written back so the editor commands use the same: the
 * caller's own token or preview secret when given, else the file's (made once, at the first
 * start), and the service's address of this start. Returns whether the token is new.
 */
export function ensureEditorSettings(
  url: string,
  given: { token?: string; previewSecret?: string } = {},
  dir = process.cwd(),
): { settings: EditorSettings; created: boolean } {
  const stored = readEditorSettings(dir);
  const settings: EditorSettings = {
    token: given.token || stored.token || randomBytes(24).toString("hex"),
    url,
    previewSecret: given.previewSecret || stored.previewSecret || randomBytes(12).toString("hex"),
  };
  const path = editorSettingsPath(dir);
  const lines = [
    "# Written by `npm run site`: this machine's editor settings, read by `npm run content -- …`. Keep it private; do not commit it.",
    ...(Object.entries(KEYS) as [keyof EditorSettings, string][]).map(([field, key]) => `${key}=${settings[field]}`),
  ];
  writeFileAtomic(path, `${lines.join("\n")}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return { settings, created: !given.token && !stored.token };
}

/** Where an editor command sends its mutations and with which token: the environment first, then the file. */
export function editorTarget(env: Partial<Record<string, string>> = process.env, dir = process.cwd()): { url: string; token: string | undefined } {
  const stored = readEditorSettings(dir);
  return { url: env.CONTENT_SERVICE_URL || stored.url || "http://127.0.0.1:4000", token: env.CONTENT_SERVICE_TOKEN || stored.token };
}
