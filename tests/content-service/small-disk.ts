import { execFileSync } from "node:child_process";
import { closeSync, ftruncateSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A real small filesystem for disk-full tests: a tmpfs of a few MB, mounted by the test (root
 * only, as in CI), that `fill` takes to a given number of free bytes with a filler file.
 */

/** Why these tests cannot run here, or null when they can. */
export const smallDiskUnavailable: string | null = process.getuid?.() === 0 ? null : "not root: mounting a small tmpfs needs root (CI runs the tests as root)";

export type SmallDisk = {
  dir: string;
  /** Fills the disk until `leaveBytes` (rounded to pages) are free; returns the bytes free. */
  fill(leaveBytes: number): number;
  /** Removes the filler. */
  empty(): void;
  unmount(): void;
};

const FILLER = ".filler";
const CHUNK = Buffer.alloc(256 * 1024);

export function mountSmallDisk(sizeBytes: number): SmallDisk {
  const dir = mkdtempSync(join(tmpdir(), "small-disk-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeBytes}`, "tmpfs", dir]);
  const filler = join(dir, FILLER);
  const free = () => {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  };
  return {
    dir,
    fill(leaveBytes) {
      rmSync(filler, { force: true });
      const descriptor = openSync(filler, "w");
      let size = 0;
      try {
        for (;;) size += writeSync(descriptor, CHUNK);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      }
      ftruncateSync(descriptor, Math.max(0, size - leaveBytes));
      closeSync(descriptor);
      return free();
    },
    empty() {
      rmSync(filler, { force: true });
    },
    unmount() {
      execFileSync("umount", ["--lazy", dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
