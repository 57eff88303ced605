/**
 * Incremental parser for a flat JSON object whose values are all strings: `{"a": "x", "b": "y"}`. It is fed the
 * body text piece by piece as it arrives; the value of a `streamed` key is handed on in pieces (the upload's
 * base64 file data, up to ~27 M characters) and never held whole, the other values are collected (each at most
 * `maxValueLength` characters). Anything else (nesting, numbers, duplicate keys, trailing text) → 400.
 */
import { HttpError } from '../http';

export const INVALID_JSON = 'Ugyldig JSON i forespørselen.';

export interface FlatJsonOptions {
  streamed: ReadonlySet<string>;
  /** Receives the decoded characters of a streamed value, in order. */
  onStreamed: (key: string, text: string) => Promise<void>;
  maxValueLength: number;
  maxKeys: number;
}

type State = 'start' | 'firstKey' | 'key' | 'colon' | 'value' | 'comma' | 'done';
const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

const invalid = (message = INVALID_JSON) => new HttpError(400, message);

export class FlatJsonObjectParser {
  private state: State = 'start';
  /** Inside a string: the key being read (when reading a key) or the value's key. */
  private inString: 'key' | 'value' | null = null;
  private escape: string | null = null;
  private buffer = '';
  private currentKey = '';
  private readonly values = new Map<string, string>();
  private readonly keys = new Set<string>();

  constructor(private readonly opts: FlatJsonOptions) {}

  /** Feeds the next piece of text. */
  async write(text: string): Promise<void> {
    let i = 0;
    while (i < text.length) {
      if (this.inString) {
        i = await this.readString(text, i);
        continue;
      }
      const code = text.charCodeAt(i);
      i++;
      if (WS.has(code)) continue;
      const ch = String.fromCharCode(code);
      this.step(ch);
    }
    if (this.inString === 'value' && this.isStreamed()) await this.flushStreamed();
  }

  /** The collected values (streamed keys are not among them); throws unless the object is complete. */
  end(): Map<string, string> {
    if (this.state !== 'done' || this.inString || this.escape !== null) throw invalid();
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

  private step(ch: string): void {
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
        if (ch !== '"') throw invalid();
        this.inString = 'key';
        this.buffer = '';
        return;
      case 'colon':
        if (ch !== ':') throw invalid();
        this.state = 'value';
        return;
      case 'value':
        if (ch !== '"') throw invalid(`Ugyldig verdi i feltet ${this.currentKey}.`);
        this.inString = 'value';
        this.buffer = '';
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

  private isStreamed(): boolean {
    return this.opts.streamed.has(this.currentKey);
  }

  private async flushStreamed(): Promise<void> {
    if (!this.buffer) return;
    const text = this.buffer;
    this.buffer = '';
    await this.opts.onStreamed(this.currentKey, text);
  }

  /** Reads string characters from `i`; returns where it stopped. */
  private async readString(text: string, i: number): Promise<number> {
    if (this.escape !== null) return this.readEscape(text, i);
    const quote = text.indexOf('"', i);
    const backslash = text.indexOf('\\', i);
    const stop = quote === -1 ? backslash : backslash === -1 ? quote : Math.min(quote, backslash);
    const end = stop === -1 ? text.length : stop;
    this.appendRaw(text.slice(i, end));
    if (stop === -1) return end;
    if (stop === backslash) {
      this.escape = '';
      return stop + 1;
    }
    await this.closeString();
    return stop + 1;
  }

  private readEscape(text: string, i: number): number {
    let esc = this.escape ?? '';
    while (i < text.length) {
      esc += text[i];
      i++;
      if (esc[0] !== 'u') {
        const ch = ESCAPES[esc];
        if (ch === undefined) throw invalid();
        this.escape = null;
        this.append(ch);
        return i;
      }
      if (esc.length === 5) {
        if (!/^u[0-9a-fA-F]{4}$/.test(esc)) throw invalid();
        this.escape = null;
        this.append(String.fromCharCode(parseInt(esc.slice(1), 16)));
        return i;
      }
    }
    this.escape = esc;
    return i;
  }

  /** Raw string text: JSON forbids unescaped control characters in it. */
  private appendRaw(s: string): void {
    // eslint-disable-next-line no-control-regex -- rejecting raw control characters is the point
    if (/[\u0000-\u001f]/.test(s)) throw invalid();
    this.append(s);
  }

  private append(s: string): void {
    if (!s) return;
    this.buffer += s;
    if (this.inString === 'key' || !this.isStreamed()) {
      if (this.buffer.length > this.opts.maxValueLength) throw invalid('Et felt i forespørselen er for langt.');
    }
  }

  private async closeString(): Promise<void> {
    if (this.inString === 'key') {
      if (this.keys.has(this.buffer)) throw invalid();
      if (this.keys.size >= this.opts.maxKeys) throw invalid('Skjemaet inneholder et ukjent felt.');
      this.keys.add(this.buffer);
      this.currentKey = this.buffer;
      this.inString = null;
      this.state = 'colon';
      return;
    }
    if (this.isStreamed()) {
      await this.flushStreamed();
    } else {
      this.values.set(this.currentKey, this.buffer);
    }
    this.buffer = '';
    this.inString = null;
    this.state = 'comma';
  }
}
