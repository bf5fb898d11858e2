/**
 * The Prometheus text exposition format, version 0.0.4, written by hand (prom-client is not a
 * dependency, and the format is small). Source: https://prometheus.io/docs/instrumenting/exposition_formats/
 * ("Text format details"): label values escape backslash, double quote and line feed; HELP text
 * escapes backslash and line feed; a sample value is a Go float, with NaN, +Inf and -Inf.
 */
export const expositionContentType = 'text/plain; version=0.0.4; charset=utf-8';

export type MetricType = 'counter' | 'gauge' | 'untyped';

export interface Sample {
  labels?: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  help: string;
  type: MetricType;
  samples: Sample[];
}

const metricName = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const labelName = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

export const escapeLabelValue = (text: string): string => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
export const escapeHelp = (text: string): string => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');

export function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

function sampleLine(name: string, sample: Sample): string {
  const pairs = Object.entries(sample.labels ?? {});
  for (const [key] of pairs) if (!labelName.test(key) || key.startsWith('__')) throw new Error(`Not a Prometheus label name: ${key}`);
  const labels = pairs.length ? `{${pairs.map(([key, value]) => `${key}="${escapeLabelValue(value)}"`).join(',')}}` : '';
  return `${name}${labels} ${formatValue(sample.value)}`;
}

/** The families as one exposition: HELP, TYPE, then the samples of each, ending in a line feed. */
export function exposition(families: readonly Family[]): string {
  const lines: string[] = [];
  for (const family of families) {
    if (!metricName.test(family.name)) throw new Error(`Not a Prometheus metric name: ${family.name}`);
    lines.push(`# HELP ${family.name} ${escapeHelp(family.help)}`, `# TYPE ${family.name} ${family.type}`);
    for (const sample of family.samples) lines.push(sampleLine(family.name, sample));
  }
  return `${lines.join('\n')}\n`;
}
