import { deflateRawSync, inflateRawSync } from "node:zlib";

/**
 * Compressed texts packed into large shared buffers, each found by a number: a small Buffer or
 * object per text would cost an allocation each, a hundred thousand of them hundreds of megabytes.
 * A text replaced or removed leaves its bytes behind until the index is rebuilt (`garbage` says
 * how many).
 */
const SLAB_BYTES = 4 * 2 ** 20;

export class TextArena {
  private readonly slabs: Buffer[] = [];
  private used = SLAB_BYTES;
  /** Per text: its slab, offset and length. */
  private slabOf = new Uint32Array(1024);
  private offsetOf = new Uint32Array(1024);
  private lengthOf = new Uint32Array(1024);
  private count = 0;
  garbage = 0;
  bytes = 0;

  put(text: string): number {
    const packed = deflateRawSync(Buffer.from(text, "utf8"));
    if (this.used + packed.length > SLAB_BYTES) {
      this.slabs.push(Buffer.allocUnsafeSlow(Math.max(SLAB_BYTES, packed.length)));
      this.used = 0;
    }
    if (this.count === this.slabOf.length) {
      const grow = (array: Uint32Array) => {
        const next = new Uint32Array(array.length * 2);
        next.set(array);
        return next;
      };
      this.slabOf = grow(this.slabOf);
      this.offsetOf = grow(this.offsetOf);
      this.lengthOf = grow(this.lengthOf);
    }
    const handle = this.count++;
    this.slabOf[handle] = this.slabs.length - 1;
    this.offsetOf[handle] = this.used;
    this.lengthOf[handle] = packed.length;
    packed.copy(this.slabs[this.slabs.length - 1], this.used);
    this.used += packed.length;
    this.bytes += packed.length;
    return handle;
  }

  get(handle: number): string {
    const offset = this.offsetOf[handle];
    return inflateRawSync(this.slabs[this.slabOf[handle]].subarray(offset, offset + this.lengthOf[handle])).toString("utf8");
  }

  release(handle: number): void {
    this.garbage += this.lengthOf[handle];
  }

  /** Memory held, in bytes. */
  get capacity(): number {
    return this.slabs.length * SLAB_BYTES;
  }
}
