import { describe, expect, it } from 'vitest';
import { failedSelfTestLog } from './self-test.js';

describe('the log a failed self-test prints', () => {
  it('prints the whole log when short, indented, with where it and the kept data folder are', () => {
    expect(failedSelfTestLog('a\nb\n', '/tmp/h/logs/hearth.log', '/tmp/h')).toBe('Hearth self-test log (/tmp/h/logs/hearth.log; the data folder /tmp/h was kept):\n  a\n  b');
  });

  it('prints the end of a long log, saying how much came before', () => {
    const text = Array.from({ length: 10 }, (_, i) => `line ${i}`).join('\n');
    const printed = failedSelfTestLog(text, 'l', 'd', 3).split('\n');
    expect(printed).toEqual(['Hearth self-test log (l; the data folder d was kept):', '  … (7 earlier lines in the file)', '  line 7', '  line 8', '  line 9']);
  });
});
