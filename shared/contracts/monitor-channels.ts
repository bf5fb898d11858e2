import { z } from 'zod';
import { monitorChannelMessages as m } from '../messages.js';

/**
 * The channels one monitor alerts (issue 46 item 6: Uptime Kuma links each monitor to its
 * notifications, and the import keeps the links). An empty list: every channel of the owner.
 */
export const monitorChannelsSchema = z.object({
  channelIds: z.array(z.string({ error: m.channelIdsInvalid }).min(1, m.channelIdsInvalid).max(100, m.channelIdsInvalid), { error: m.channelIdsInvalid }).max(100, m.channelIdsInvalid),
});
export type MonitorChannelsSave = z.input<typeof monitorChannelsSchema>;

export interface MonitorChannels {
  channelIds: string[];
}
