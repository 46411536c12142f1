import { deflateRawSync, inflateRawSync } from "node:zlib";

/**
 * Compressed texts packed into large shared buffers: a small Buffer per text would cost a whole
 * allocation block each (tens of kB), a hundred thousand of them gigabytes. A text replaced or
 * removed leaves its bytes behind until the index is rebuilt (`garbage` says how many).
 */
const SLAB_BYTES = 4 * 2 ** 20;

export type TextRef = { slab: number; offset: number; length: number };

export class TextArena {
  private readonly slabs: Buffer[] = [];
  private used = SLAB_BYTES;
  garbage = 0;
  bytes = 0;

  put(text: string): TextRef {
    const packed = deflateRawSync(Buffer.from(text, "utf8"));
    if (this.used + packed.length > SLAB_BYTES) {
      this.slabs.push(Buffer.allocUnsafeSlow(Math.max(SLAB_BYTES, packed.length)));
      this.used = 0;
    }
    const slab = this.slabs.length - 1;
    packed.copy(this.slabs[slab], this.used);
    const ref = { slab, offset: this.used, length: packed.length };
    this.used += packed.length;
    this.bytes += packed.length;
    return ref;
  }

  get(ref: TextRef): string {
    return inflateRawSync(this.slabs[ref.slab].subarray(ref.offset, ref.offset + ref.length)).toString("utf8");
  }

  release(ref: TextRef): void {
    this.garbage += ref.length;
  }

  /** Memory held, in bytes. */
  get capacity(): number {
    return this.slabs.length * SLAB_BYTES;
  }
}
