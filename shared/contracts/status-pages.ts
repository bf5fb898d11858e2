import { z } from 'zod';
import { statusPageMessages as m } from '../messages.js';

/**
 * Public status pages (issue 46 item 2): a slug under /status/, a title, ordered groups of the
 * owner's monitors, incident posts, and optionally a custom domain whose "/" shows the page.
 */
export const statusPageLimits = { perUser: 20, groups: 20, monitorsPerGroup: 100 } as const;

/** Lowercase letters, digits and inner hyphens: the slug is a path segment anyone types. */
export const slugPattern = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

export const incidentSeverities = ['minor', 'major', 'maintenance'] as const;
export type IncidentSeverity = (typeof incidentSeverities)[number];
export const incidentSeverityLabels: Record<IncidentSeverity, string> = { minor: 'Minor', major: 'Major', maintenance: 'Maintenance' };

export const incidentFormats = ['text', 'markdown'] as const;
export type IncidentFormat = (typeof incidentFormats)[number];

const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** "Status.Example.com." → "status.example.com", or null when it is not a plain DNS name with a dot. */
export function normaliseDomain(text: string): string | null {
  const name = text.trim().toLowerCase().replace(/\.$/, '');
  if (name.length > 253 || !name.includes('.') || ipv4.test(name)) return null;
  return name.split('.').every((part) => label.test(part)) ? name : null;
}

export const statusGroupSchema = z.object({
  name: z.string({ error: m.groupsInvalid }).trim().min(1, m.groupsInvalid).max(60, m.groupsInvalid),
  monitorIds: z.array(z.string().min(1).max(64), { error: m.groupsInvalid }).max(statusPageLimits.monitorsPerGroup, m.groupsInvalid),
});
export type StatusGroup = z.infer<typeof statusGroupSchema>;

export const statusPageSaveSchema = z.object({
  slug: z.string({ error: m.slugInvalid }).trim().regex(slugPattern, m.slugInvalid),
  title: z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(100, m.titleRequired),
  description: z.string({ error: m.descriptionTooLong }).trim().max(1000, m.descriptionTooLong).default(''),
  groups: z.array(statusGroupSchema, { error: m.groupsInvalid }).max(statusPageLimits.groups, m.groupsInvalid).default([]),
  customDomain: z
    .string({ error: m.domainInvalid })
    .nullish()
    .transform((v, ctx) => {
      if (!v || !v.trim()) return null;
      const name = normaliseDomain(v);
      if (!name) ctx.addIssue({ code: 'custom', message: m.domainInvalid });
      return name;
    }),
  showAddresses: z.boolean({ error: m.showAddressesInvalid }).default(false),
});
export type StatusPageSave = z.input<typeof statusPageSaveSchema>;
export type StatusPageInput = z.output<typeof statusPageSaveSchema>;

export const incidentSaveSchema = z.object({
  title: z.string({ error: m.incidentTitleRequired }).trim().min(1, m.incidentTitleRequired).max(120, m.incidentTitleRequired),
  body: z.string({ error: m.incidentBodyTooLong }).max(5000, m.incidentBodyTooLong).default(''),
  format: z.enum(incidentFormats, { error: m.incidentFormatInvalid }).default('text'),
  severity: z.enum(incidentSeverities, { error: m.incidentSeverityInvalid }),
  resolved: z.boolean().default(false),
});
export type IncidentSave = z.input<typeof incidentSaveSchema>;

export interface StatusIncident {
  _id: string;
  title: string;
  body: string;
  format: IncidentFormat;
  severity: IncidentSeverity;
  createdAt: string;
  resolvedAt: string | null;
}

/** A page as its owner manages it. */
export interface StatusPageView {
  _id: string;
  slug: string;
  title: string;
  description: string;
  groups: StatusGroup[];
  customDomain: string | null;
  showAddresses: boolean;
  incidents: StatusIncident[];
  createdAt: string;
  updatedAt: string;
}

/** One monitor as the public sees it: `target` and `message` only when the page shows addresses. */
export interface PublicMonitor {
  name: string;
  health: string;
  label: string;
  uptime24h: number | null;
  bar: (number | null)[];
  target?: string;
  message?: string;
}

/** The public page's JSON (GET /status/<slug>.json). */
export interface PublicStatusPage {
  title: string;
  description: string;
  overall: { health: 'up' | 'degraded' | 'down' | 'maintenance' | 'unknown'; text: string };
  groups: { name: string; monitors: PublicMonitor[] }[];
  incidents: { title: string; html: string; severity: IncidentSeverity; createdAt: string; resolvedAt: string | null }[];
  barEndsAt: string;
  builtAt: string;
}
