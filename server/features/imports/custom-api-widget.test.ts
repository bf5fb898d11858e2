import { describe, expect, it } from 'vitest';
import { customApiFields } from './custom-api-widget.js';
import { hasPlaceholderPort, type RawWidget } from './import-tree.js';

const widget = (raw: Record<string, unknown>): RawWidget => ({ type: 'customapi', url: null, values: {}, raw });

describe("Homepage's customapi widget as Custom API fields", () => {
  it('takes the method, the first two headers, the body as JSON and the first six mappings with formats Hearth has', () => {
    const mappings = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((field, i) => ({ field, label: field.toUpperCase(), format: ['float', 'relativeDate', 'size', 'bitrate', 'bytes', 'percent', 'text'][i] }));
    expect(customApiFields(widget({ method: 'post', headers: { A: 'one', B: 2, C: 'three' }, requestBody: { q: 1 }, mappings }))).toEqual({
      method: 'POST',
      header1Name: 'A',
      header1Value: 'one',
      header2Name: 'B',
      header2Value: '2',
      body: '{"q":1}',
      field1Label: 'A', field1Path: 'a', field1Format: 'number',
      field2Label: 'B', field2Path: 'b', field2Format: 'date',
      field3Label: 'C', field3Path: 'c', field3Format: 'number',
      field4Label: 'D', field4Path: 'd', field4Format: 'text',
      field5Label: 'E', field5Path: 'e', field5Format: 'bytes',
      field6Label: 'F', field6Path: 'f', field6Format: 'percent',
    });
  });

  it('defaults to GET and names a mapping without a label by its place', () => {
    expect(customApiFields(widget({ mappings: [{ field: 'x' }] }))).toEqual({ method: 'GET', field1Label: 'Field 1', field1Path: 'x', field1Format: 'text' });
  });
});

describe('hasPlaceholderPort', () => {
  it("is true of Homepage docs' word ports and false of numbers, no port, user:password and IPv6 hosts", () => {
    expect(hasPlaceholderPort('http://uptimekuma.host.or.ip:port')).toBe(true);
    expect(hasPlaceholderPort('https://nextcloud.host.or.ip:port/path')).toBe(true);
    expect(hasPlaceholderPort('http://host:8080/')).toBe(false);
    expect(hasPlaceholderPort('http://host/')).toBe(false);
    expect(hasPlaceholderPort('http://user:secret@host/')).toBe(false);
    expect(hasPlaceholderPort('http://[::1]:8080/')).toBe(false);
    expect(hasPlaceholderPort('http://[fe80::1]/')).toBe(false);
  });
});
