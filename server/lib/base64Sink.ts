/**
 * Decodes standard base64 (padded, no whitespace, no data: prefix) arriving as byte ranges, and hands the bytes on
 * in pieces: the file is never held whole, and each piece is a short synchronous step between network reads.
 */
import { HttpError } from '../httpError';

export const BASE64_MESSAGES = {
  invalid: 'Filinnholdet er ikke gyldig base64.',
  tooLarge: 'Filen er for stor. Maks 20 MB.',
  empty: 'Filen er tom.',
} as const;

/** Bytes kept from the start of the file, for the magic-byte check. */
export const HEAD_BYTES = 32;
/** Decode once this many characters are waiting. */
const DECODE_AT = 64 * 1024;
/** A block of characters: the alphabet, then at most two '=' at its very end (checked natively, not byte by byte). */
const BLOCK = /^[A-Za-z0-9+/]*(={0,2})$/;

export class Base64Sink {
  private pending: Uint8Array[] = [];
  private pendingLength = 0;
  private chars = 0;
  /** A decoded block ended in '=': nothing may follow. */
  private padded = false;
  private bytes = 0;
  private head = Buffer.alloc(0);

  constructor(
    private readonly write: (chunk: Buffer) => Promise<void>,
    private readonly maxBytes: number,
    /** Called once when the first HEAD_BYTES bytes (or the whole shorter file) are known. */
    private readonly onHead: (head: Buffer) => void = () => undefined,
  ) {}

  /** Takes the next characters, as bytes (kept by reference until decoded: the caller must not change them). */
  async push(chars: Uint8Array): Promise<void> {
    if (chars.length === 0) return;
    this.chars += chars.length;
    // The size the characters announce (three bytes per four, less at most two of padding), before decoding more.
    if (Math.floor((this.chars * 3) / 4) - 2 > this.maxBytes) throw new HttpError(400, BASE64_MESSAGES.tooLarge);
    this.pending.push(chars);
    this.pendingLength += chars.length;
    if (this.pendingLength >= DECODE_AT) await this.decode(false);
  }

  /** Decodes the rest; answers the size and the first bytes. */
  async end(): Promise<{ size: number; head: Buffer }> {
    if (this.chars === 0) throw new HttpError(400, BASE64_MESSAGES.empty);
    if (this.chars % 4 !== 0) throw new HttpError(400, BASE64_MESSAGES.invalid);
    await this.decode(true);
    if (this.head.length < HEAD_BYTES) this.onHead(this.head);
    if (this.bytes === 0) throw new HttpError(400, BASE64_MESSAGES.empty);
    return { size: this.bytes, head: this.head };
  }

  /** Decodes whole groups of four waiting characters (all of them at the end); keeps the rest, copied. */
  private async decode(all: boolean): Promise<void> {
    const waiting = Buffer.concat(this.pending, this.pendingLength);
    const n = all ? waiting.length : waiting.length - (waiting.length % 4);
    const rest = waiting.subarray(n);
    this.pending = rest.length ? [Buffer.from(rest)] : [];
    this.pendingLength = rest.length;
    if (n === 0) return;
    const text = waiting.toString('latin1', 0, n);
    const m = BLOCK.exec(text);
    if (!m || this.padded) throw new HttpError(400, BASE64_MESSAGES.invalid);
    if (m[1]) this.padded = true;
    const chunk = Buffer.from(text, 'base64');
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) throw new HttpError(400, BASE64_MESSAGES.tooLarge);
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
      if (this.head.length === HEAD_BYTES) this.onHead(this.head);
    }
    await this.write(chunk);
  }
}
