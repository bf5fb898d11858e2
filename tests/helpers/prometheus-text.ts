/**
 * A strict reader of the Prometheus text format 0.0.4, written from the format's documentation
 * (https://prometheus.io/docs/instrumenting/exposition_formats/, "Text format details"), not from
 * Hearth's writer: it throws on any line the format does not allow.
 */
export interface ParsedSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
export interface ParsedFamily {
  help: string;
  type: string;
  samples: ParsedSample[];
}

const name = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const value = String.raw`(?:[+-]?(?:\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)|NaN|[+-]Inf)`;
const labelValue = String.raw`"((?:[^"\\\n]|\\[\\"n])*)"`;
const sampleLine = new RegExp(`^(${name})(?:\\{(.*)\\})? (${value})(?: -?\\d+)?$`);
const labelPair = new RegExp(`^([a-zA-Z_][a-zA-Z0-9_]*)=${labelValue}(?:,|$)`);

const unescape = (text: string) => text.replace(/\\([\\"n])/g, (_, c: string) => (c === 'n' ? '\n' : c));

function labelsOf(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest.length) {
    const match = labelPair.exec(rest);
    if (!match?.[1] || match[2] === undefined) throw new Error(`bad labels in: ${line}`);
    labels[match[1]] = unescape(match[2]);
    rest = rest.slice(match[0].length);
  }
  return labels;
}

export function parsePrometheusText(text: string): Map<string, ParsedFamily> {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a line feed');
  const families = new Map<string, ParsedFamily>();
  for (const line of text.slice(0, -1).split('\n')) {
    const help = new RegExp(`^# HELP (${name}) (.*)$`).exec(line);
    const type = new RegExp(`^# TYPE (${name}) (counter|gauge|histogram|summary|untyped)$`).exec(line);
    if (help?.[1]) {
      if (families.has(help[1])) throw new Error(`second HELP for ${help[1]}`);
      families.set(help[1], { help: unescape(help[2] ?? ''), type: 'untyped', samples: [] });
    } else if (type?.[1] && type[2]) {
      const family = families.get(type[1]);
      if (!family || family.samples.length) throw new Error(`TYPE must follow HELP and come before samples: ${line}`);
      family.type = type[2];
    } else {
      const sample = sampleLine.exec(line);
      if (!sample?.[1] || !sample[3]) throw new Error(`not a sample line: ${JSON.stringify(line)}`);
      const family = families.get(sample[1]);
      if (!family) throw new Error(`sample before its HELP and TYPE: ${line}`);
      const raw = sample[3];
      family.samples.push({ name: sample[1], labels: labelsOf(sample[2] ?? '', line), value: raw === 'NaN' ? NaN : raw.endsWith('Inf') ? (raw.startsWith('-') ? -Infinity : Infinity) : Number(raw) });
    }
  }
  return families;
}
