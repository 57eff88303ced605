/**
 * Decodes standard base64 (padded, no whitespace, no data: prefix) arriving in pieces, and hands the bytes on in
 * pieces: the file is never held whole, and each piece is a short synchronous step between network reads.
 */
import { HttpError } from '../http';

export const BASE64_MESSAGES = {
  invalid: 'Filinnholdet er ikke gyldig base64.',
  tooLarge: 'Filen er for stor. Maks 20 MB.',
  empty: 'Filen er tom.',
} as const;

/** Bytes kept from the start of the file, for the magic-byte check. */
export const HEAD_BYTES = 32;
/** Decode once this many characters are waiting (a multiple of 4). */
const DECODE_AT = 64 * 1024;

const DATA = /^[A-Za-z0-9+/]*(=*)$/;

export class Base64Sink {
  private pending = '';
  private chars = 0;
  private padding = 0;
  private bytes = 0;
  private head = Buffer.alloc(0);

  constructor(
    private readonly write: (chunk: Buffer) => Promise<void>,
    private readonly maxBytes: number,
    /** Called once when the first HEAD_BYTES bytes (or the whole shorter file) are known. */
    private readonly onHead: (head: Buffer) => void = () => undefined,
  ) {}

  async push(text: string): Promise<void> {
    if (!text) return;
    const m = DATA.exec(text);
    if (!m || (this.padding > 0 && !/^=*$/.test(text))) throw new HttpError(400, BASE64_MESSAGES.invalid);
    this.padding += m[1]!.length;
    if (this.padding > 2) throw new HttpError(400, BASE64_MESSAGES.invalid);
    this.chars += text.length;
    // Announced size: three bytes per four characters, checked before decoding anything more.
    if (Math.floor((this.chars * 3) / 4) - this.padding > this.maxBytes) throw new HttpError(400, BASE64_MESSAGES.tooLarge);
    this.pending += text;
    if (this.pending.length >= DECODE_AT) await this.decode(this.pending.length - (this.pending.length % 4));
  }

  /** Decodes the rest; answers the size and the first bytes. */
  async end(): Promise<{ size: number; head: Buffer }> {
    if (this.chars === 0) throw new HttpError(400, BASE64_MESSAGES.empty);
    if (this.chars % 4 !== 0) throw new HttpError(400, BASE64_MESSAGES.invalid);
    await this.decode(this.pending.length);
    if (this.head.length < HEAD_BYTES) this.onHead(this.head);
    if (this.bytes === 0) throw new HttpError(400, BASE64_MESSAGES.empty);
    return { size: this.bytes, head: this.head };
  }

  private async decode(length: number): Promise<void> {
    if (length === 0) return;
    const chunk = Buffer.from(this.pending.slice(0, length), 'base64');
    this.pending = this.pending.slice(length);
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) throw new HttpError(400, BASE64_MESSAGES.tooLarge);
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
      if (this.head.length === HEAD_BYTES) this.onHead(this.head);
    }
    await this.write(chunk);
  }
}
