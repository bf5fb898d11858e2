import type { ComponentType } from 'react';
import type { WidgetConfig, WidgetKind } from '../../../shared/contracts/widgets.js';

/** A kind's settings form: edits a draft config; the dialog validates it with the shared schema and saves. */
export interface SettingsProps<C> {
  config: C;
  onChange: (config: C) => void;
  /** Unique per dialog, for the form's element ids. */
  idPrefix: string;
}

/** The renderer's half of a widget kind; the shared half (id, schema, defaults) is in shared/contracts/widgets.ts. */
export interface WidgetView<K extends WidgetKind> {
  Component: ComponentType<{ config: WidgetConfig<K> }>;
  /** Absent for kinds that read the user's own settings (search, weather). */
  Settings?: ComponentType<SettingsProps<WidgetConfig<K>>>;
}
