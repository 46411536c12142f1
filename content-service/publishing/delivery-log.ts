import { existsSync, fstatSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { closeQuietly, StorageError, syncDirectory, writeAll, writeFileAtomic } from "../store/atomic-file";
import type { Delivery } from "./delivery";

/**
 * The webhook delivery log on disk: JSON Lines, appended. A delivery is written whole once
 * (`{"add": …}`, its payload included) and each change after that as a line of its own
 * (`{"id": …, "set": {…}}`), so an update costs the few hundred bytes it changes and one fsync,
 * whatever the log's size (it was the whole log rewritten and synced at every attempt: 10–20 MB
 * after a dozen publishes of a long post, /healthz waiting up to 1.1 s behind it). At a size the
 * log rotates: it is rewritten as the deliveries it keeps (DELIVERY_LOG_SIZE), atomically, and
 * appending starts again. Owner-only: 0600 in a 0700 folder.
 */

export const DELIVERY_LOG_FILE = "webhook-deliveries.jsonl";
/** The JSON array the log was before it was appended to: read once and replaced. */
export const LEGACY_DELIVERY_LOG_FILE = "webhook-deliveries.json";
/** The log rotates once it is this large, or twice the size it had after its last rotation when that is more. */
export const ROTATE_AT_BYTES = 8 * 1024 * 1024;

export type LogLine = { add: Delivery } | { id: string; set: Partial<Delivery> };

/** The deliveries a log's text holds, newest first, at most `keep`; throws on a line that is not a record. */
export function parseDeliveryLog(text: string, keep: number): Delivery[] {
  const deliveries: Delivery[] = [];
  const byId = new Map<string, Delivery>();
  for (const [index, line] of text.split("\n").entries()) {
    if (!line) continue;
    const record = JSON.parse(line) as LogLine;
    if ("add" in record && typeof record.add?.id === "string") {
      deliveries.unshift(record.add);
      byId.set(record.add.id, record.add);
    } else if ("set" in record && typeof record.id === "string") {
      // A change to a delivery rotated out of the log: nothing to apply it to.
      const delivery = byId.get(record.id);
      if (delivery) Object.assign(delivery, record.set);
    } else throw new Error(`line ${index + 1} is not a delivery record`);
  }
  return deliveries.slice(0, keep);
}

/** The deliveries of the log file named, newest first: for tests and for reading a copy of the log by hand. */
export const readDeliveryLog = (file: string, keep = Number.POSITIVE_INFINITY): Delivery[] => parseDeliveryLog(readFileSync(file, "utf8"), keep);

export class DeliveryLogFile {
  readonly file: string;
  private readonly legacy: string;
  private rotateAt: number;
  /** Read from the earlier format's file and not yet written in this one. */
  private carryingOver = false;

  constructor(
    stateDir: string,
    private readonly keep: number,
    private readonly rotateAtBytes = ROTATE_AT_BYTES,
  ) {
    this.file = join(stateDir, DELIVERY_LOG_FILE);
    this.legacy = join(stateDir, LEGACY_DELIVERY_LOG_FILE);
    this.rotateAt = rotateAtBytes;
  }

  /** The deliveries on disk (the legacy JSON array if that is all there is); throws when the file cannot be read as a log. */
  read(): Delivery[] {
    if (existsSync(this.file)) return parseDeliveryLog(readFileSync(this.file, "utf8"), this.keep);
    if (!existsSync(this.legacy)) return [];
    const deliveries = JSON.parse(readFileSync(this.legacy, "utf8")) as unknown;
    if (!Array.isArray(deliveries)) throw new Error("not a list of deliveries");
    try {
      this.rewrite(deliveries as Delivery[]);
      rmSync(this.legacy, { force: true });
    } catch (error) {
      // A full disk at start: the old file stays until the first save writes the log whole.
      if (!(error instanceof StorageError)) throw error;
      this.carryingOver = true;
    }
    return deliveries as Delivery[];
  }

  /** The file `read` reads: the log, or the earlier format's file while only that exists. */
  get readPath(): string {
    return existsSync(this.file) || !existsSync(this.legacy) ? this.file : this.legacy;
  }

  /** The deliveries as the whole log, atomically (the rotation, and the save after a failed one). */
  rewrite(deliveries: Delivery[]): void {
    this.ensureFolder();
    const text = [...deliveries].reverse().map((delivery) => `${JSON.stringify({ add: delivery })}\n`).join("");
    writeFileAtomic(this.file, text, { mode: 0o600 });
    this.rotateAt = Math.max(this.rotateAtBytes, 2 * Buffer.byteLength(text));
  }

  /**
   * One line, all of it flushed to disk, or a StorageError and the file as it was (a write cut
   * short by a full disk is cut back off). Rotates when the log has grown past its size:
   * `deliveries` are what the rotated log keeps.
   */
  append(record: LogLine, deliveries: Delivery[]): void {
    if (this.carryingOver) {
      this.rewrite(deliveries);
      rmSync(this.legacy, { force: true });
      this.carryingOver = false;
      return;
    }
    const bytes = Buffer.from(`${JSON.stringify(record)}\n`);
    this.ensureFolder();
    const created = !existsSync(this.file);
    let descriptor: number | undefined;
    let before = 0;
    try {
      descriptor = openSync(this.file, "a", 0o600);
      before = fstatSync(descriptor).size;
      writeAll(descriptor, bytes);
      fsyncSync(descriptor);
      if (created) syncDirectory(dirname(this.file));
    } catch (error) {
      if (descriptor !== undefined) cutBack(descriptor, before);
      throw new StorageError(this.file, error);
    } finally {
      if (descriptor !== undefined) closeQuietly(descriptor);
    }
    if (before + bytes.length >= this.rotateAt) this.rewrite(deliveries);
  }

  private ensureFolder(): void {
    try {
      mkdirSync(dirname(this.file), { recursive: true, mode: 0o700 });
    } catch (error) {
      throw new StorageError(this.file, error);
    }
  }
}

/** Takes a failed append's partial line back off, so the log on disk stays as it was. */
function cutBack(descriptor: number, size: number): void {
  try {
    ftruncateSync(descriptor, size);
    fsyncSync(descriptor);
  } catch {
    // The append's own error is the one reported; a torn last line is set aside at the next start.
  }
}
