import { parse, YAMLError } from 'yaml';
import { badRequest } from '../../http/errors.js';
import { importMessages } from '../../../shared/messages.js';

/**
 * A YAML document as plain data, or a 400 naming the problem. Merge keys (`<<: *anchor`) are
 * applied, as the YAML 1.1 readers these dashboards use (js-yaml) apply them. Aliases are capped (a "billion
 * laughs" file is refused, not expanded) and a file nested so deeply that the parser runs out of
 * stack is refused as such.
 */
export function readYaml(text: string, format: string): unknown {
  try {
    return parse(text, { maxAliasCount: 100, uniqueKeys: false, prettyErrors: false, merge: true });
  } catch (err) {
    if (err instanceof RangeError) throw badRequest(importMessages.unreadable(format, 'it is nested too deeply.'));
    if (err instanceof YAMLError || err instanceof ReferenceError) {
      const first = err.message.split('\n')[0] ?? '';
      throw badRequest(importMessages.unreadable(format, first.slice(0, 300)));
    }
    throw err;
  }
}
