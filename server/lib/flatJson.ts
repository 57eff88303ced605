/**
 * Incremental parser for a flat JSON object whose values are all strings: `{"a": "x", "b": "y"}`, fed the body's
 * bytes piece by piece as they arrive. The value of a `streamed` key is handed on as byte ranges of the input (the
 * upload's base64 file data, up to ~27 MB) and never held whole or turned into a string; other values are collected
 * (each at most `maxValueLength` bytes) and decoded with JSON.parse. Nesting, numbers, duplicate keys or trailing
 * text → 400. Working on bytes keeps each piece a short step with little garbage, so other requests run between.
 */
import { HttpError } from '../httpError';

export const INVALID_JSON = 'Ugyldig JSON i forespørselen.';

export interface FlatJsonOptions {
  streamed: ReadonlySet<string>;
  /** Receives the raw bytes of a streamed value, in order (JSON escapes other than \/ are refused). */
  onStreamed: (key: string, bytes: Uint8Array) => Promise<void>;
  maxValueLength: number;
  maxKeys: number;
}

type State = 'start' | 'firstKey' | 'key' | 'colon' | 'value' | 'comma' | 'done';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SLASH = 0x2f;
const isSpace = (b: number) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;
const invalid = (message = INVALID_JSON) => new HttpError(400, message);
const utf8 = new TextDecoder('utf-8', { fatal: true });

export class FlatJsonObjectParser {
  private state: State = 'start';
  /** Inside a string: a key, a collected value or a streamed value. */
  private inString: 'key' | 'value' | 'streamed' | null = null;
  /** The previous byte was a backslash (inside a string). */
  private escaped = false;
  private collected: number[] = [];
  private currentKey = '';
  private readonly values = new Map<string, string>();
  private readonly keys = new Set<string>();

  constructor(private readonly opts: FlatJsonOptions) {}

  /** Feeds the next piece of the body. */
  async write(chunk: Uint8Array): Promise<void> {
    let i = 0;
    while (i < chunk.length) {
      if (this.inString === 'streamed') i = await this.readStreamed(chunk, i);
      else if (this.inString) i = this.readCollected(chunk, i);
      else {
        const b = chunk[i++]!;
        if (!isSpace(b)) this.step(b);
      }
    }
  }

  /** The collected values (streamed keys are not among them); throws unless the object is complete. */
  end(): Map<string, string> {
    if (this.state !== 'done' || this.inString) throw invalid();
    return this.values;
  }

  /** A collected value already read completely, if any. */
  peek(key: string): string | undefined {
    return this.values.get(key);
  }

  /** Whether the object had this key. */
  has(key: string): boolean {
    return this.keys.has(key);
  }

  private step(b: number): void {
    const ch = String.fromCharCode(b);
    switch (this.state) {
      case 'start':
        if (ch !== '{') throw invalid('Forespørselen må være et JSON-objekt.');
        this.state = 'firstKey';
        return;
      case 'firstKey':
      case 'key':
        if (ch === '}' && this.state === 'firstKey') {
          this.state = 'done';
          return;
        }
        if (b !== QUOTE) throw invalid();
        this.openString('key');
        return;
      case 'colon':
        if (ch !== ':') throw invalid();
        this.state = 'value';
        return;
      case 'value':
        if (b !== QUOTE) throw invalid(`Ugyldig verdi i feltet ${this.currentKey}.`);
        this.openString(this.opts.streamed.has(this.currentKey) ? 'streamed' : 'value');
        return;
      case 'comma':
        if (ch === ',') this.state = 'key';
        else if (ch === '}') this.state = 'done';
        else throw invalid();
        return;
      case 'done':
        throw invalid();
    }
  }

  private openString(kind: 'key' | 'value' | 'streamed'): void {
    this.inString = kind;
    this.escaped = false;
    this.collected = [];
  }

  /** A key or a short value: bytes up to the closing quote, decoded as a JSON string. */
  private readCollected(chunk: Uint8Array, i: number): number {
    while (i < chunk.length) {
      const b = chunk[i++]!;
      if (!this.escaped && b === QUOTE) {
        this.closeCollected();
        return i;
      }
      this.escaped = !this.escaped && b === BACKSLASH;
      this.collected.push(b);
      if (this.collected.length > this.opts.maxValueLength) throw invalid('Et felt i forespørselen er for langt.');
    }
    return i;
  }

  private closeCollected(): void {
    let text: string;
    try {
      text = JSON.parse(`"${utf8.decode(new Uint8Array(this.collected))}"`) as string;
    } catch {
      throw invalid();
    }
    this.inString = null;
    if (this.state === 'value') {
      this.values.set(this.currentKey, text);
      this.state = 'comma';
      return;
    }
    if (this.keys.has(text)) throw invalid();
    if (this.keys.size >= this.opts.maxKeys) throw invalid('Skjemaet inneholder et ukjent felt.');
    this.keys.add(text);
    this.currentKey = text;
    this.state = 'colon';
  }

  /** The streamed value: ranges up to the next quote or backslash go on as they are; '\/' becomes '/'. */
  private async readStreamed(chunk: Uint8Array, i: number): Promise<number> {
    if (this.escaped) {
      if (chunk[i] !== SLASH) throw invalid();
      this.escaped = false;
      await this.opts.onStreamed(this.currentKey, chunk.subarray(i, i + 1));
      return i + 1;
    }
    const quote = chunk.indexOf(QUOTE, i);
    const backslash = chunk.indexOf(BACKSLASH, i);
    const stop = quote === -1 ? backslash : backslash === -1 ? quote : Math.min(quote, backslash);
    const end = stop === -1 ? chunk.length : stop;
    if (end > i) await this.opts.onStreamed(this.currentKey, chunk.subarray(i, end));
    if (stop === -1) return end;
    if (stop === backslash) {
      this.escaped = true;
      return stop + 1;
    }
    this.inString = null;
    this.state = 'comma';
    return stop + 1;
  }
}
