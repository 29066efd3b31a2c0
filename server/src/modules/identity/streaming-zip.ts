/**
 * A ZIP written as it is read, with fflate: each entry's content arrives in chunks (a CSV batch, a
 * page of the manifest, a stored file's stream), is deflated (or stored) as it comes, and the bytes
 * are yielded at once, so neither an entry nor the archive is ever held whole. Entries are written
 * one after another (fflate would buffer a second entry added while the first is open).
 */
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** Fast deflate: the export is mostly CSV and JSON, which shrink well at any level. */
const DEFLATE_LEVEL = 1;

export type EntryChunks = Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>;

const encoder = new TextEncoder();

export class StreamingZip {
  private pending: Uint8Array[] = [];
  private failure: Error | null = null;
  private readonly zip = new Zip((err, data) => {
    // fflate calls back synchronously inside push() and end(); the output waits here.
    if (err) this.failure = err;
    else this.pending.push(data);
  });

  /**
   * Adds one entry and yields the archive's bytes as its content is compressed. `store` keeps the
   * bytes as they are: for uploaded files, mostly images, PDFs and video that are compressed
   * already, where deflating again costs CPU and saves nothing.
   */
  async *entry(
    name: string,
    chunks: EntryChunks,
    { store = false }: { store?: boolean } = {},
  ): AsyncGenerator<Uint8Array> {
    const file = store ? new ZipPassThrough(name) : new ZipDeflate(name, { level: DEFLATE_LEVEL });
    this.zip.add(file);
    for await (const chunk of chunks) {
      file.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      // Yielding hands the bytes to the response stream, which asks for more only once the client
      // has taken them: backpressure reaches the database reads behind `chunks`.
      yield* this.drain();
    }
    file.push(new Uint8Array(0), true);
    yield* this.drain();
  }

  /** The central directory: the archive is complete after this. */
  *end(): Generator<Uint8Array> {
    this.zip.end();
    yield* this.drain();
  }

  private *drain(): Generator<Uint8Array> {
    if (this.failure) throw this.failure;
    const out = this.pending;
    this.pending = [];
    yield* out;
  }
}
