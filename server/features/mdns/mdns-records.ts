import type { Answer, Question } from 'dns-packet';

/** What Hearth announces on one network interface. */
export interface Advertisement {
  /** The service instance's name, e.g. "Hearth on den-pc". */
  instance: string;
  /** The host name the services point at (hearth.local). */
  hostName: string;
  /** This interface's IPv4 address: the A record of hostName. */
  address: string;
  httpPort: number;
  /** null while HTTPS does not run. */
  httpsPort: number | null;
}

/** RFC 6762 §10: 120 s for records naming a host, 75 minutes for the others. */
const hostTtl = 120;
const otherTtl = 4500;
const servicesIndex = '_services._dns-sd._udp.local';

/** A DNS-SD instance label may hold dots and spaces; only its length is limited (63 bytes). */
function instanceLabel(instance: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
  const trimmed = instance.replace(/[\u0000-\u001f]/g, '').trim() || 'Hearth';
  let label = trimmed;
  while (Buffer.byteLength(label) > 63) label = label.slice(0, -1);
  return label;
}

/** Every record Hearth answers for: PTR, SRV and TXT for _http._tcp (and _https._tcp), and the host's A. */
export function advertisedRecords(ad: Advertisement): Answer[] {
  const label = instanceLabel(ad.instance);
  const services: { type: string; port: number }[] = [{ type: '_http._tcp.local', port: ad.httpPort }];
  if (ad.httpsPort !== null) services.push({ type: '_https._tcp.local', port: ad.httpsPort });
  const records: Answer[] = [{ name: ad.hostName, type: 'A', ttl: hostTtl, flush: true, data: ad.address }];
  for (const service of services) {
    const instanceName = `${label}.${service.type}`;
    records.push(
      { name: servicesIndex, type: 'PTR', ttl: otherTtl, data: service.type },
      { name: service.type, type: 'PTR', ttl: otherTtl, data: instanceName },
      { name: instanceName, type: 'SRV', ttl: hostTtl, flush: true, data: { priority: 0, weight: 0, port: service.port, target: ad.hostName } },
      { name: instanceName, type: 'TXT', ttl: otherTtl, flush: true, data: ['path=/'] },
    );
  }
  return records;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The answer to one query: the records it asks for, and (RFC 6763 §12) the SRV, TXT and A
 * records a browser needs next as additionals. Empty when nothing here matches.
 */
export function answerQuery(questions: readonly Question[], records: readonly Answer[]): { answers: Answer[]; additionals: Answer[] } {
  const answers = records.filter((record) => questions.some((q) => sameName(q.name, record.name) && ((q.type as string) === 'ANY' || q.type === record.type)));
  const pointed = new Set(answers.flatMap((record) => (record.type === 'PTR' ? [record.data.toLowerCase()] : [])));
  const targets = new Set(answers.flatMap((record) => (record.type === 'SRV' ? [record.data.target.toLowerCase()] : [])));
  for (const record of records) if (record.type === 'SRV' && pointed.has(record.name.toLowerCase())) targets.add(record.data.target.toLowerCase());
  const additionals = records.filter(
    (record) => !answers.includes(record) && (pointed.has(record.name.toLowerCase()) || (record.type === 'A' && targets.has(record.name.toLowerCase()))),
  );
  return { answers, additionals };
}

/** The same records with TTL 0: RFC 6762 §10.1's goodbye, so browsers forget Hearth at once. */
export function goodbyeRecords(records: readonly Answer[]): Answer[] {
  return records.map((record) => ({ ...record, ttl: 0 }) as Answer);
}
