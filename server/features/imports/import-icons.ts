import type { Icon } from '../../../shared/contracts/icons.js';
import { builtinIcon, simpleIconsProvider } from '../../../shared/contracts/icons.js';
import type { ImportIconPreview } from '../../../shared/contracts/imports.js';
import { normaliseUrl } from '../../../shared/contracts/urls.js';
import { importIconMessages as m } from '../../../shared/messages.js';
import { allSimpleIcons, simpleIconsUrlPrefix } from '../iconpacks/simple-icons-pack.js';
import type { ProcessedIcon } from '../images/image-processing.js';
import { maxEmbeddedIconBytes, maxEmbeddedIcons, readEmbeddedIcons, type EmbeddedIcons } from './embedded-icons.js';
import { dashboardIconsBase, mapIconRef, type GenericReason, type IconFormat } from './icon-refs.js';
import type { ParsedFolder } from './import-tree.js';

/** The most icon addresses one import downloads. */
export const maxIconFetches = 200;

/**
 * What becomes of one link's icon: the icon it gets now, and an address to download when
 * allowed or the file's own picture (re-encoded) to store on import.
 */
export interface IconPlan {
  icon: Icon;
  fetchUrl: string | null;
  embedded: ProcessedIcon | null;
  preview: ImportIconPreview;
}

const generic: IconPlan = { icon: builtinIcon('link'), fetchUrl: null, embedded: null, preview: { source: 'generic', iconUrl: null } };

let brands: Promise<Map<string, string>> | null = null;

/** Slug → title of the offline Simple Icons set, read once (the package loads on first use). */
function brandTitles(): Promise<Map<string, string>> {
  brands ??= allSimpleIcons().then((all) => new Map(all.map((icon) => [icon.slug, icon.iconName])));
  return brands;
}

/** The icon the picker stores for a Simple Icons brand. */
export function brandIcon(slug: string, title: string): Icon {
  const iconUrl = `${simpleIconsUrlPrefix}${slug}.svg`;
  return { iconUrl, iconUrlLight: `${iconUrl}?variant=light`, iconProvider: simpleIconsProvider, iconId: title };
}

/** Names in a warning: the first few, then how many more. */
function nameList(names: string[]): string {
  const shown = names.slice(0, 5).map((n) => `“${n}”`);
  return names.length > 5 ? `${shown.join(', ')} and ${names.length - 5} more` : shown.join(', ');
}

/**
 * Plans the icons of one import: brands from the offline set, addresses to download when the
 * user allows it, the generic icon otherwise. Links that keep the generic icon are gathered by
 * cause, so the preview says each cause once with the links it affects.
 */
export class IconPlanner {
  private readonly generic = new Map<GenericReason, string[]>();
  private readonly unfetched: string[] = [];
  private readonly fetchUrls = new Set<string>();
  private overLimit = false;
  private embeddedRead: EmbeddedIcons = new Map();
  private readonly embeddedKept = new Set<ProcessedIcon>();
  private readonly embeddedBad: string[] = [];
  private embeddedOverLimit = false;

  private constructor(
    private readonly titles: Map<string, string>,
    private readonly format: IconFormat | null,
    private readonly fetchIcons: boolean,
    private readonly dashboardIcons: string,
  ) {}

  /** `env` is the server's environment: HEARTH_DASHBOARD_ICONS_URL moves the dashboard-icons CDN (tests use a local fake). */
  static async create(format: string, fetchIcons: boolean, env: NodeJS.ProcessEnv): Promise<IconPlanner> {
    const iconFormat = format === 'homepage' || format === 'dashy' || format === 'homarr' || format === 'bookmarks' ? format : null;
    const configured = env.HEARTH_DASHBOARD_ICONS_URL ? normaliseUrl(env.HEARTH_DASHBOARD_ICONS_URL) : null;
    return new IconPlanner(iconFormat ? await brandTitles() : new Map<string, string>(), iconFormat, fetchIcons, configured ?? dashboardIconsBase);
  }

  /**
   * Reads the pictures the file carries (asynchronous, so before the plan is made): the plan
   * then knows which are pictures, and the preview says so before anything is stored.
   */
  async readEmbedded(folders: ParsedFolder[]): Promise<void> {
    const urls: string[] = [];
    const walk = (folder: ParsedFolder) => {
      for (const link of folder.links) if (link.embeddedIcon !== null) urls.push(link.embeddedIcon);
      folder.folders.forEach(walk);
    };
    folders.forEach(walk);
    this.embeddedRead = await readEmbeddedIcons(urls);
  }

  /** `embedded`: the picture the file carries for the link (a data: URL); it wins over `ref`. */
  plan(linkName: string, ref: unknown, linkUrl: string, embedded: string | null = null): IconPlan {
    if (embedded !== null) return this.planEmbedded(linkName, embedded);
    if (!this.format) return generic;
    const mapped = mapIconRef(ref, { format: this.format, hasBrand: (slug) => this.titles.has(slug), linkUrl, dashboardIcons: this.dashboardIcons });
    if (mapped === null) return generic;
    if (mapped.kind === 'brand') {
      const icon = brandIcon(mapped.slug, this.titles.get(mapped.slug) ?? mapped.slug);
      return { icon, fetchUrl: null, embedded: null, preview: { source: 'brand', iconUrl: icon.iconUrl } };
    }
    if (mapped.kind === 'generic') {
      this.generic.set(mapped.reason, [...(this.generic.get(mapped.reason) ?? []), linkName]);
      return generic;
    }
    if (!this.fetchIcons) {
      this.unfetched.push(linkName);
      return generic;
    }
    if (!this.fetchUrls.has(mapped.url) && this.fetchUrls.size >= maxIconFetches) {
      this.overLimit = true;
      return generic;
    }
    this.fetchUrls.add(mapped.url);
    return { icon: builtinIcon('link'), fetchUrl: mapped.url, embedded: null, preview: { source: 'fetch', iconUrl: mapped.url } };
  }

  private planEmbedded(linkName: string, dataUrl: string): IconPlan {
    const read = this.embeddedRead.get(dataUrl);
    // Not read: the file has more distinct pictures than an import reads.
    if (read === undefined) {
      this.embeddedOverLimit = true;
      return generic;
    }
    if (read === null) {
      this.embeddedBad.push(linkName);
      return generic;
    }
    this.embeddedKept.add(read);
    return { icon: builtinIcon('link'), fetchUrl: null, embedded: read, preview: { source: 'embedded', iconUrl: null } };
  }

  /** The distinct pictures from the file that links use, to store on import. */
  embeddedIcons(): ProcessedIcon[] {
    return [...this.embeddedKept];
  }

  /** The distinct addresses to download. */
  urls(): string[] {
    return [...this.fetchUrls];
  }

  /** `preview`: the import has not run yet, so the downloads still to come are announced. */
  warnings(preview: boolean): string[] {
    const out = [...this.generic.entries()].map(([reason, names]) => m.generic(reason, nameList(names)));
    if (this.unfetched.length > 0) out.push(m.notFetched(nameList(this.unfetched)));
    if (preview && this.fetchUrls.size > 0) out.push(m.willFetch(this.fetchUrls.size));
    if (this.overLimit) out.push(m.tooManyFetches(maxIconFetches));
    if (this.embeddedBad.length > 0) out.push(m.embeddedBad(nameList(this.embeddedBad), `${maxEmbeddedIconBytes / 1024} KB`));
    if (this.embeddedOverLimit) out.push(m.tooManyEmbedded(maxEmbeddedIcons));
    return out;
  }
}
