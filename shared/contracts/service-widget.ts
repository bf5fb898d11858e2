import { z } from 'zod';
import type { Listing } from './listings.js';

/**
 * The "service" widget (issue 44 item 4): the live figures of one of the user's links that has an
 * integration (Glances, Netdata, Beszel, Proxmox, TrueNAS…). The figures come from the link's own
 * integration run, so the widget and the link's card share one upstream call.
 */

export const serviceWidgetMessages = {
  chooseLink: 'Choose one of your links that has an integration.',
  unknownSetting: 'This service setting is not known.',
  linkMissing: 'This link is not among yours; choose one of your links that has an integration.',
  noIntegration: (name: string) => `"${name}" has no integration, so it has no figures to show; choose a link that has one, or add an integration to it first.`,
  /** In the widget, when its link was deleted or lost its integration after the widget was set up. */
  linkGone: 'The link this widget shows was deleted or no longer has an integration. Choose another in the widget’s settings.',
  noLinks: 'None of your links has an integration yet. Add one to a link (for example Glances, Proxmox or TrueNAS) in the link’s editor, then come back.',
  noMatch: 'No link matches this filter.',
  listFailed: 'Your links could not be loaded. Try again in a moment.',
} as const;

export const serviceWidgetConfig = z.strictObject(
  {
    linkId: z.string({ error: serviceWidgetMessages.chooseLink }).trim().min(1, serviceWidgetMessages.chooseLink).max(100, serviceWidgetMessages.linkMissing),
  },
  { error: serviceWidgetMessages.unknownSetting },
);

/** GET /api/v1/widgets/services: a link with an integration, as the widget's picker and view read it. */
export interface ServiceLink {
  /** The link as its card sees it (integration config left out). */
  listing: Listing;
  /** The integration's name ("Glances"), or its id when the package is gone. */
  appName: string;
  /** The folder the link is in, to tell apart two links of the same name; null at the top. */
  folderName: string | null;
}
