import type { AppRow } from '../../db/schema/index.js';
import type { ImportKeyState } from '../../../shared/contracts/imports.js';
import { configUrlValue } from '../../../shared/contracts/integrations.js';
import { importMessages } from '../../../shared/messages.js';
import { refusesLiteral, type ReachPolicy } from '../../net/reach.js';
import { credentialKeys, homepageWidgets, isSecretReference } from './homepage-widgets.js';
import { hasPlaceholderPort, type ParsedLink, type RawWidget } from './import-tree.js';
import { unresolvedVariables } from './homepage-variables.js';

export interface ResolvedIntegration {
  app: AppRow;
  keys: ImportKeyState;
  /** Plain values; the fields named in `secrets` are sealed when written. */
  config: Record<string, string>;
  secrets: string[];
}

export interface WidgetOptions {
  includeKeys: boolean;
  policy: ReachPolicy;
  /** The file's Homepage variables, to name the ones a value still waits for. */
  variables: string[];
}

type Warn = (text: string) => void;

/**
 * The integration a link gets: its widgets are tried in the file's order and the first that
 * maps to an installed built-in is used; each other widget is said to be left out.
 */
export function resolveWidgets(link: ParsedLink, apps: Map<string, AppRow>, options: WidgetOptions, warn: Warn): ResolvedIntegration | null {
  let chosen: ResolvedIntegration | null = null;
  for (const widget of link.widgets) {
    if (chosen) warn(importMessages.otherWidget(link.name, widget.type));
    else chosen = resolveWidget(link.name, widget, apps, options, warn);
  }
  return chosen;
}

/**
 * The built-in integration a widget maps to, if it is installed: its url and plain values
 * always, its keys only when the user asked for them (sealed on write), never a reference the
 * user has not given a value for. Each thing left out says so in `warn`.
 */
function resolveWidget(name: string, widget: RawWidget, apps: Map<string, AppRow>, options: WidgetOptions, warn: Warn): ResolvedIntegration | null {
  const mapping = homepageWidgets[widget.type];
  if (!mapping) {
    warn(importMessages.noIntegration(name, widget.type));
    return null;
  }
  const app = apps.get(mapping.appId);
  if (!app) {
    warn(importMessages.integrationNotInstalled(name, widget.type));
    return null;
  }
  const config: Record<string, string> = {};
  if (widget.url) {
    const address = widgetAddress(name, widget.url, options, warn);
    if (address === null) return null;
    config[mapping.urlField] = address;
  }
  const candidates: [string, string][] = Object.entries(mapping.fields).flatMap(([field, key]) => {
    const value = widget.values[key];
    return value === undefined ? [] : [[field, String(value)] as [string, string]];
  });
  candidates.push(...Object.entries(mapping.derived?.(widget) ?? {}));
  const taken = new Set<string>([...Object.values(mapping.fields), ...(mapping.consumes ?? [])]);
  const untaken = credentialKeys.filter((key) => widget.values[key] !== undefined && !taken.has(key));
  if (untaken.length > 0) warn(importMessages.credentialNotCarried(name, untaken, app.appName));
  const secrets: string[] = [];
  let keys: ImportKeyState = 'none';
  for (const [field, value] of candidates) {
    const manifestField = app.config.find((f) => f.name === field);
    if (!manifestField) continue;
    const text = value.slice(0, 20_000);
    const missing = unresolvedVariables(text, options.variables);
    if (missing.length > 0) {
      warn(importMessages.keyNeedsVariable(name, missing));
      continue;
    }
    if (isSecretReference(text)) {
      warn(importMessages.keyIsReference(name));
      continue;
    }
    if (manifestField.type !== 'password') {
      config[field] = text;
    } else if (options.includeKeys) {
      config[field] = text;
      secrets.push(field);
      keys = 'included';
    } else if (keys !== 'included') {
      keys = 'withheld';
      warn(importMessages.keysWithheld(name));
    }
  }
  if (mapping.requires?.some((field) => !config[field])) {
    warn(importMessages.integrationIncomplete(name, app.appName));
    return null;
  }
  return { app, keys, config, secrets };
}

/** The widget's address as an integration field takes it, or null with the reason said. */
function widgetAddress(name: string, url: string, options: WidgetOptions, warn: Warn): string | null {
  const missing = unresolvedVariables(url, options.variables);
  if (missing.length > 0) {
    warn(importMessages.integrationNeedsVariable(name, missing));
    return null;
  }
  if (hasPlaceholderPort(url)) {
    warn(importMessages.integrationPlaceholderPort(name));
    return null;
  }
  const address = configUrlValue(url);
  if (address === null) {
    warn(importMessages.integrationUrlRefused(name));
    return null;
  }
  if (refusesLiteral(address, options.policy)) {
    warn(importMessages.integrationLoopback(name));
    return null;
  }
  return address;
}
