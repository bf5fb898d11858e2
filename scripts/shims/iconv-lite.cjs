'use strict';
// What the server bundle has for `iconv-lite` (scripts/build.mjs): body-parser and raw-body ask
// it to decode request bodies, which are UTF-8 in every request Hearth takes (JSON). UTF-8 is
// answered here; any other charset loads the real iconv-lite from node_modules on first use.
// iconv-lite holds tables for a hundred-odd charsets, about 500 KB of the bundle that every start
// would otherwise read and parse.
const { StringDecoder } = require('node:string_decoder');

const bom = '\uFEFF';
const realName = 'iconv-lite';
let real = null;
function full() {
  // A name in a variable: the bundler leaves this require to Node, which finds the real package.
  real ??= require(realName);
  return real;
}

/** iconv-lite's spelling of a charset: lower case, letters and digits only, no appended year. */
function canonical(encoding) {
  return String(encoding).toLowerCase().replace(/:\d{4}$|[^0-9a-z]/g, '');
}

function isUtf8(encoding) {
  const name = canonical(encoding);
  return name === 'utf8' || name === 'unicode11utf8';
}

/** A UTF-8 decoder as iconv-lite makes one: streaming, with a leading BOM dropped unless asked. */
class Utf8Decoder {
  constructor(options) {
    this.decoder = new StringDecoder('utf8');
    this.keepBom = Boolean(options && options.stripBOM === false);
    this.started = false;
  }

  write(buf) {
    let text = this.decoder.write(buf);
    if (this.started || !text) return text;
    this.started = true;
    if (!this.keepBom && text[0] === bom) text = text.slice(1);
    return text;
  }

  end() {
    const rest = this.decoder.end();
    return rest || undefined;
  }
}

exports.getDecoder = function getDecoder(encoding, options) {
  return isUtf8(encoding) ? new Utf8Decoder(options) : full().getDecoder(encoding, options);
};

exports.decode = function decode(buf, encoding, options) {
  if (!isUtf8(encoding) || typeof buf === 'string') return full().decode(buf, encoding, options);
  const decoder = new Utf8Decoder(options);
  const text = decoder.write(buf);
  const rest = decoder.end();
  return rest ? text + rest : text;
};

exports.encodingExists = function encodingExists(encoding) {
  return isUtf8(encoding) || full().encodingExists(encoding);
};

exports.encode = function encode(text, encoding, options) {
  return full().encode(text, encoding, options);
};

exports.getEncoder = function getEncoder(encoding, options) {
  return full().getEncoder(encoding, options);
};
