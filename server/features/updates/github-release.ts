import { z } from 'zod';
import { versionOfTag } from '../../../shared/release-versions.js';

/**
 * GitHub's "Get the latest release" (GET /repos/{owner}/{repo}/releases/latest): the most recent
 * published release that is neither a draft nor a prerelease. Only the fields Hearth reads.
 */
const latestReleaseSchema = z.object({
  tag_name: z.string(),
  html_url: z.string(),
  name: z.string().nullish(),
  draft: z.boolean().optional(),
  prerelease: z.boolean().optional(),
  published_at: z.string().nullish(),
});

export interface LatestRelease {
  version: string;
  /** The release's page on GitHub. */
  url: string;
}

/** The API path under the base URL (https://api.github.com, or HEARTH_UPDATE_URL). */
export const latestReleasePath = '/repos/hearth-dashboard/hearth/releases/latest';

/** GitHub's recommended headers for its REST API. */
export const githubApiHeaders = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' };

/** A page link Hearth will show: http(s) only, never javascript: or data:. */
function pageUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The release in an answer, or why it cannot be used. A draft or a prerelease is no release to
 * offer (GitHub never answers one here; a stand-in service might).
 */
export function parseLatestRelease(body: unknown): { release: LatestRelease } | { problem: string } {
  const parsed = latestReleaseSchema.safeParse(body);
  if (!parsed.success) return { problem: 'the answer is not a GitHub release' };
  const { tag_name: tag, html_url: htmlUrl, draft, prerelease } = parsed.data;
  if (draft || prerelease) return { problem: `the latest release ${tag} is a draft or a prerelease` };
  const version = versionOfTag(tag);
  if (!version) return { problem: `the latest release's tag "${tag.slice(0, 40)}" is not a version` };
  const url = pageUrl(htmlUrl);
  if (!url) return { problem: 'the latest release has no web page' };
  return { release: { version, url } };
}
