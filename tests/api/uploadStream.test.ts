/** The streamed upload's parser and base64 decoder, fed in pieces of every size (a network may split anywhere). */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../server/httpError';
import { Base64Sink } from '../../server/lib/base64Sink';
import { FlatJsonObjectParser } from '../../server/lib/flatJson';

/** Parses `text` split into pieces of `size` bytes; answers the collected values and the decoded file. */
async function parse(text: string | Buffer, size: number, max = 1024 * 1024) {
  const written: Buffer[] = [];
  const sink = new Base64Sink(async (b) => void written.push(Buffer.from(b)), max);
  const parser = new FlatJsonObjectParser({ streamed: new Set(['fileData']), onStreamed: (_k, b) => sink.push(b), maxValueLength: 64, maxKeys: 8 });
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) await parser.write(new Uint8Array(bytes.subarray(i, i + size)));
  const values = Object.fromEntries(parser.end());
  const file = parser.has('fileData') ? await sink.end() : null;
  return { values, file: Buffer.concat(written), size: file?.size };
}

const failure = async (text: string | Buffer, size: number) => {
  try {
    await parse(text, size);
  } catch (err) {
    if (err instanceof HttpError) return err.status;
    throw err;
  }
  return 'parsed';
};

const FILE = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 31) % 256));

describe('FlatJsonObjectParser + Base64Sink', () => {
  it.each([1, 2, 3, 5, 64, 100_000])('reads a body split into pieces of %i bytes', async (size) => {
    const text = ` {"filename" : "sk\\u00e6r \\"x\\".jpg", "fileData":"${FILE.toString('base64').replace(/\//g, '\\/')}",\n "caseId":"abc"} `;
    const { values, file } = await parse(text, size);
    expect(values).toEqual({ filename: 'skær "x".jpg', caseId: 'abc' });
    expect(file).toEqual(FILE);
  });

  it.each([1, 3, 7])('decodes UTF-8 split inside a character (pieces of %i)', async (size) => {
    expect((await parse('{"filename":"blåbær ærlig.pdf","fileData":"QQ=="}', size)).values.filename).toBe('blåbær ærlig.pdf');
  });

  it.each([
    ['padding inside the data', '{"fileData":"QQ==QUFB"}'],
    ['three padding characters', '{"fileData":"Q==="}'],
    ['a length that is not a multiple of 4', '{"fileData":"QUF"}'],
    ['whitespace in the data', '{"fileData":"QU FB"}'],
    ['an escape other than \\/ in the data', '{"fileData":"QUF\\nB"}'],
    ['a raw control character in a name', '{"filename":"a\u0001b","fileData":"QQ=="}'],
    ['a number value', '{"filename":1}'],
    ['a nested object', '{"filename":{"a":"b"}}'],
    ['a trailing comma', '{"filename":"a",}'],
    ['text after the object', '{"filename":"a"} {}'],
    ['a missing closing brace', '{"filename":"a"'],
    ['a duplicate key', '{"a":"1","a":"2"}'],
    ['invalid UTF-8 (an encoded surrogate)', Buffer.concat([Buffer.from('{"filename":"a'), Buffer.from([0xed, 0xa0, 0xbd]), Buffer.from('"}')])],
    ['a value over the limit', `{"filename":"${'a'.repeat(65)}"}`],
  ])('refuses %s (400), whatever the piece size', async (_label, text) => {
    for (const size of [1, 4, 1000]) expect(await failure(text, size)).toBe(400);
  });

  it('refuses a file over the limit from the characters alone, before decoding them', async () => {
    const big = Buffer.alloc(3000).toString('base64');
    await expect(parse(`{"fileData":"${big}"}`, 512, 2000)).rejects.toMatchObject({ status: 400, message: 'Filen er for stor. Maks 20 MB.' });
    expect((await parse(`{"fileData":"${Buffer.alloc(2000).toString('base64')}"}`, 512, 2000)).size).toBe(2000);
  });

  it('refuses empty file data', async () => {
    await expect(parse('{"fileData":""}', 4)).rejects.toMatchObject({ status: 400, message: 'Filen er tom.' });
  });
});
