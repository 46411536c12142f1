import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startContentService, type ContentService } from "@/content-service/http/server";
import { startTestService } from "./helpers";

/**
 * An upload whose Asset was never written (the service stopped between the file and its entry)
 * leaves a file no Asset names; the next start removes it, and nothing else.
 */
const TOKEN = "orphan-token";
let started: Awaited<ReturnType<typeof startTestService>> | undefined;
let restarted: ContentService | undefined;
afterAll(async () => {
  await restarted?.close();
  await started?.stop();
});

describe("start-up and uploads no Asset names", () => {
  it("removes a cut-short upload's file, keeps every Asset's file and a file put there by hand", async () => {
    started = await startTestService(1, { token: TOKEN });
    const { service, contentDir, stateDir } = started;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } }).png().toBuffer();
    const form = new FormData();
    form.set("fileUpload", new Blob([new Uint8Array(png)]), "clinic.png");
    form.set("alt", "A clinic's sign");
    const uploaded = (await (await fetch(`${service.url}/graphql/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${TOKEN}` } })).json()) as { fileName: string; url: string };
    await service.close();

    // What a stop between the file and its Asset leaves, as uploads.ts names files; and one an operator put there.
    const files = join(contentDir, "files");
    writeFileSync(join(files, "waiting-room-0a1b2c.png"), png);
    writeFileSync(join(files, "poster.png"), png);
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      restarted = await startContentService({ port: 0, contentDir, stateDir, token: TOKEN });
      expect(log).toHaveBeenCalledWith("Content service: removed files/waiting-room-0a1b2c.png, an upload that no Asset names (its upload was cut short before its Asset was written).");
    } finally {
      log.mockRestore();
    }
    expect(existsSync(join(files, "waiting-room-0a1b2c.png"))).toBe(false);
    expect(existsSync(join(files, "poster.png"))).toBe(true);
    expect((await fetch(`${restarted.url}/images/${uploaded.fileName}`)).status).toBe(200);
    expect((await fetch(`${restarted.url}/images/waiting-room-0a1b2c.png`)).status).toBe(404);
  });
});
