import type { ComponentType } from 'react';
import type { FeatureFlag } from '../../../shared/constants.js';
import type { Dashboard } from '../../../shared/contracts/dashboard.js';
import { CameraIcon, DeviceIcon, ShieldIcon, SnippetIcon, TodoIcon } from '../../components/icons/NavIcons.js';
import type { IconProps } from '../../components/icons/Svg.js';

/** A front feature in the sidebar's Features block and the header shortcuts. */
export interface FeatureEntry {
  flag: FeatureFlag;
  label: string;
  Icon: ComponentType<IconProps>;
  /** A route, or null for the authenticator, which opens a side panel instead. */
  to: string | null;
}

const all: readonly FeatureEntry[] = [
  { flag: 'todolist', label: 'Todo List', Icon: TodoIcon, to: '/tasks' },
  { flag: 'snippetmanager', label: 'Snippets', Icon: SnippetIcon, to: '/snippet' },
  { flag: 'camerafeed', label: 'Stream Hub', Icon: CameraIcon, to: '/streaming' },
  { flag: 'networkdevices', label: 'Network Devices', Icon: DeviceIcon, to: '/networkdevices' },
  { flag: 'authenticator', label: 'Authenticator', Icon: ShieldIcon, to: null },
];

/** Only the features whose flag is on; network devices also need host mode (spec-core §6). */
export function enabledFeatures(dashboard: Dashboard | null): FeatureEntry[] {
  if (!dashboard) return [];
  const user = dashboard.userData;
  return all.filter((entry) => {
    if (!user[entry.flag]) return false;
    return entry.flag !== 'networkdevices' || dashboard.isHostMode;
  });
}
