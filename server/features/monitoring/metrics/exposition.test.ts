import { describe, expect, it } from 'vitest';
import { escapeHelp, escapeLabelValue, exposition, formatValue } from './exposition.js';

// The rules and the example are from https://prometheus.io/docs/instrumenting/exposition_formats/ (Text format details).
describe('the Prometheus text format', () => {
  it('escapes backslash, double quote and line feed in label values, in that way only', () => {
    expect(escapeLabelValue('C:\\DIR\\FILE.TXT')).toBe('C:\\\\DIR\\\\FILE.TXT');
    expect(escapeLabelValue('say "hi"\nthen go')).toBe('say \\"hi\\"\\nthen go');
    expect(escapeLabelValue("tab\there 'single' {braces}")).toBe("tab\there 'single' {braces}");
  });

  it('escapes backslash and line feed in HELP, but not double quotes', () => {
    expect(escapeHelp('Escaping in HELP: \\ and\nnewline "quoted"')).toBe('Escaping in HELP: \\\\ and\\nnewline "quoted"');
  });

  it('writes NaN and the infinities as Prometheus spells them', () => {
    expect([NaN, Infinity, -Infinity, 0.25, 3].map(formatValue)).toEqual(['NaN', '+Inf', '-Inf', '0.25', '3']);
  });

  it('writes the documented example line for line', () => {
    const text = exposition([
      { name: 'msdos_file_access_time_seconds', help: 'Escaping in label values.', type: 'untyped', samples: [{ labels: { path: 'C:\\DIR\\FILE.TXT', error: 'Cannot find file:\n"FILE.TXT"' }, value: 1.458255915e9 }] },
    ]);
    expect(text).toBe(
      '# HELP msdos_file_access_time_seconds Escaping in label values.\n' +
        '# TYPE msdos_file_access_time_seconds untyped\n' +
        'msdos_file_access_time_seconds{path="C:\\\\DIR\\\\FILE.TXT",error="Cannot find file:\\n\\"FILE.TXT\\""} 1458255915\n',
    );
  });

  it('refuses names the format does not allow', () => {
    expect(() => exposition([{ name: 'bad-name', help: '', type: 'gauge', samples: [] }])).toThrow(/metric name/);
    expect(() => exposition([{ name: 'ok', help: '', type: 'gauge', samples: [{ labels: { 'a-b': 'x' }, value: 1 }] }])).toThrow(/label name/);
  });
});
