import type { IncomingHttpHeaders } from 'node:http';
import type { ReachPolicy } from '../../net/reach.js';
import { OutboundError, send, type CertificateRule, type OutboundRequest } from '../monitoring/outbound.js';

/**
 * How the calendar asks a source: through the health checks' client (monitoring/outbound.ts), so
 * the reach rule holds at every connection and redirect, with one deadline for the whole call and
 * a cap on what is read. Every failure is a CalendarSourceError in words for the widget.
 */
export class CalendarSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalendarSourceError';
  }
}

export const sourceTimeoutMs = 8_000;
/** More than any real calendar a widget shows two months of; an endless answer stops here. */
export const sourceMaxBytes = 5 * 1024 * 1024;

export interface SourceAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  url: string;
  text: string;
}

export interface SourceRequest {
  url: string;
  method?: OutboundRequest['method'];
  headers?: Record<string, string>;
  body?: string;
  reach: ReachPolicy;
  certificate?: CertificateRule;
  timeoutMs?: number;
}

/** One call; the answer read up to the cap, a bigger one refused as such. */
export async function fetchSource(request: SourceRequest): Promise<SourceAnswer> {
  const answer = await send({
    url: request.url,
    method: request.method ?? 'GET',
    headers: { 'user-agent': 'Hearth calendar', ...request.headers },
    ...(request.body !== undefined ? { body: request.body } : {}),
    timeoutMs: request.timeoutMs ?? sourceTimeoutMs,
    reach: request.reach,
    certificate: request.certificate ?? { mode: 'verify' },
    maxBodyBytes: sourceMaxBytes + 1,
    redirects: 3,
  }).catch((error: unknown) => {
    throw new CalendarSourceError(error instanceof OutboundError ? error.message : 'The calendar could not be reached.');
  });
  if (answer.body.length > sourceMaxBytes) throw new CalendarSourceError(`The answer is larger than ${sourceMaxBytes / 1024 / 1024} MB: is this the calendar's address?`);
  return { status: answer.status, headers: answer.headers, url: answer.url, text: answer.body.toString('utf8') };
}

/** A web page where data was expected: a sign-in page, or the address of the service's site. */
export function looksLikeHtml(answer: Pick<SourceAnswer, 'headers' | 'text'>): boolean {
  const type = String(answer.headers['content-type'] ?? '').toLowerCase();
  return type.includes('text/html') || /^\s*(<!doctype html|<html)/i.test(answer.text.slice(0, 512));
}

/** The usual refusals in words; null for a 2xx. */
export function statusProblem(status: number): string | null {
  if (status >= 200 && status < 300) return null;
  if (status === 401 || status === 403) return `${status}: the service refused the credentials (check the key, user name or password).`;
  if (status === 404) return '404: nothing at this address (check the URL).';
  return `The service answered ${status}.`;
}
