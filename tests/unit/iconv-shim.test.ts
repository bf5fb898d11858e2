// The server bundle's iconv-lite (scripts/shims/iconv-lite.cjs) answers UTF-8 itself and hands
// every other charset to the real package: both must decode exactly as iconv-lite does.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

interface Decoder {
  write(buf: Buffer): string;
  end(): string | undefined;
}
interface Iconv {
  decode(buf: Buffer, encoding: string, options?: { stripBOM?: boolean }): string;
  getDecoder(encoding: string, options?: { stripBOM?: boolean }): Decoder;
  encodingExists(encoding: string): boolean;
  encode(text: string, encoding: string): Buffer;
}

const require = createRequire(import.meta.url);
const shim = require('../../scripts/shims/iconv-lite.cjs') as Iconv;
const real = require('iconv-lite') as Iconv;

const samples: [string, Buffer][] = [
  ['plain JSON', Buffer.from('{"name":"Hearth"}')],
  ['a leading BOM', Buffer.from('\uFEFF{"a":1}')],
  ['accents, the euro sign and an emoji', Buffer.from('{"a":"é€😀"}')],
  ['a cut-off and a stray byte', Buffer.concat([Buffer.from('ab'), Buffer.from([0xe2, 0x82]), Buffer.from('c'), Buffer.from([0xff])])],
  ['nothing', Buffer.alloc(0)],
];

/** Feeds a decoder one byte at a time, as a slow upload would. */
function byteByByte(decoder: Decoder, buf: Buffer): string {
  let text = '';
  for (let i = 0; i < buf.length; i++) text += decoder.write(buf.subarray(i, i + 1));
  return text + (decoder.end() ?? '');
}

describe('the bundled iconv-lite', () => {
  for (const [name, buf] of samples) {
    it(`decodes ${name} as iconv-lite does, whole and byte by byte`, () => {
      for (const charset of ['utf-8', 'UTF8', 'utf8']) {
        expect(shim.decode(buf, charset)).toBe(real.decode(buf, charset));
        expect(shim.decode(buf, charset, { stripBOM: false })).toBe(real.decode(buf, charset, { stripBOM: false }));
        expect(byteByByte(shim.getDecoder(charset), buf)).toBe(byteByByte(real.getDecoder(charset), buf));
      }
    });
  }

  it('hands other charsets to the real iconv-lite', () => {
    const latin1 = Buffer.from([0x63, 0x61, 0x66, 0xe9]);
    expect(shim.decode(latin1, 'iso-8859-1')).toBe('café');
    expect(shim.decode(Buffer.from([0xff, 0xfe, 0x41, 0x00]), 'utf-16')).toBe(real.decode(Buffer.from([0xff, 0xfe, 0x41, 0x00]), 'utf-16'));
    expect(byteByByte(shim.getDecoder('windows-1252'), Buffer.from([0x80]))).toBe('€');
    expect(shim.encode('é', 'latin1')).toEqual(real.encode('é', 'latin1'));
  });

  it('knows the charsets iconv-lite knows, and refuses the ones it refuses', () => {
    for (const charset of ['utf-8', 'UTF-8', 'latin1', 'shift_jis', 'utf-16le']) expect(shim.encodingExists(charset)).toBe(true);
    for (const charset of ['utf-9', 'klingon', '']) expect(shim.encodingExists(charset)).toBe(real.encodingExists(charset));
  });
});
