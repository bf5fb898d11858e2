import type { WidgetKind } from '../../../shared/contracts/widgets.js';
import { WeatherWidget } from '../weather/WeatherWidget.js';
import { CalendarCard } from './kinds/CalendarCard.js';
import { CalendarSettings } from './kinds/CalendarSettings.js';
import { ClockSettings } from './kinds/ClockSettings.js';
import { ClockWidget } from './kinds/ClockWidget.js';
import { FeedKind, FeedSettings } from './kinds/FeedKind.js';
import { HostStatsKind, HostStatsSettings } from './kinds/HostStatsKind.js';
import { NoteSettings } from './kinds/NoteSettings.js';
import { NoteWidget } from './kinds/NoteWidget.js';
import { SearchWidget } from './kinds/SearchWidget.js';
import { ServiceSettings } from './kinds/ServiceSettings.js';
import { ServiceWidget } from './kinds/ServiceWidget.js';
import type { WidgetView } from './widgetTypes.js';

/**
 * Every kind's component, one entry per kind of shared/contracts/widgets.ts (TypeScript refuses a
 * kind without one). A new kind (this machine's stats, calendar, feeds, other hosts) is one entry
 * there and one here; its component fetches its own data with TanStack Query.
 */
export const widgetViews: { [K in WidgetKind]: WidgetView<K> } = {
  clock: { Component: ClockWidget, Settings: ClockSettings },
  search: { Component: SearchWidget },
  note: { Component: NoteWidget, Settings: NoteSettings },
  weather: { Component: WeatherWidget },
  calendar: { Component: CalendarCard, Settings: CalendarSettings },
  hostStats: { Component: HostStatsKind, Settings: HostStatsSettings },
  feed: { Component: FeedKind, Settings: FeedSettings },
  service: { Component: ServiceWidget, Settings: ServiceSettings },
};
