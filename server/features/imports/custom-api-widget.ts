import { isRecord, type RawWidget } from './import-tree.js';

/** Hearth's Custom API shows up to six fields and sends up to two headers (com.customapi's manifest). */
const maxFields = 6;
const maxHeaders = 2;
/** Homepage's value formats (docs/widgets/services/customapi.md) as the manifest's `fieldNFormat` options. */
const formats: Record<string, string> = { text: 'text', number: 'number', float: 'number', size: 'number', percent: 'percent', bytes: 'bytes', duration: 'duration', date: 'date', relativeDate: 'date' };

/**
 * Homepage's `customapi` widget as the Custom API built-in's fields: method, the first two
 * headers, the request body (an object is sent as its JSON) and the first six `mappings`
 * (label, JSON path, format). The url is mapped by the caller.
 */
export function customApiFields(widget: RawWidget): Record<string, string> {
  const { raw } = widget;
  const out: Record<string, string> = { method: typeof raw.method === 'string' && raw.method.toUpperCase() === 'POST' ? 'POST' : 'GET' };
  const headers = isRecord(raw.headers) ? Object.entries(raw.headers).filter(([, v]) => typeof v === 'string' || typeof v === 'number') : [];
  headers.slice(0, maxHeaders).forEach(([name, value], i) => {
    out[`header${i + 1}Name`] = name;
    out[`header${i + 1}Value`] = String(value);
  });
  if (typeof raw.requestBody === 'string') out.body = raw.requestBody;
  else if (isRecord(raw.requestBody)) out.body = JSON.stringify(raw.requestBody);
  const mappings = Array.isArray(raw.mappings) ? raw.mappings.filter(isRecord) : [];
  mappings.slice(0, maxFields).forEach((mapping, i) => {
    const n = i + 1;
    out[`field${n}Label`] = typeof mapping.label === 'string' ? mapping.label : `Field ${n}`;
    if (typeof mapping.field === 'string') out[`field${n}Path`] = mapping.field;
    out[`field${n}Format`] = (typeof mapping.format === 'string' ? formats[mapping.format] : undefined) ?? 'text';
  });
  return out;
}
