import type { IntegrationDefinition } from '../../../shared/contracts/integration-definition.js';

/** A declarative package's two templates, as a hand-written package would ship them. */
export interface DefinitionTemplates {
  card: string;
  details: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/**
 * The card (at most four values, each with its label) and the details view (every value listed
 * in `details`, or every field, and a link to the service), in the markup of the hand-written
 * built-ins. Values go in as {{field}}, so the template filler escapes them.
 */
export function definitionTemplates(definition: IntegrationDefinition, appName: string): DefinitionTemplates {
  const stats = definition.card.map((id) => {
    const field = definition.fields[id];
    const label = field?.short ?? field?.label ?? id;
    return `  <div class="hk-stat"><span class="hk-value">{{${id}}}</span><span class="hk-label">${escape(label)}</span></div>`;
  });
  const rows = (definition.details ?? Object.keys(definition.fields)).map((id) => `    <dt>${escape(definition.fields[id]?.label ?? id)}</dt><dd>{{${id}}}</dd>`);
  const name = escape(appName);
  return {
    card: ['<div class="hk-stats">', ...stats, '</div>', ''].join('\n'),
    details: [
      '<div class="hk-detail">',
      `  <p class="hk-title">${name}</p>`,
      '  <dl class="hk-list">',
      ...rows,
      '  </dl>',
      `  <a class="hk-link" href="{{appUrl}}" target="_blank" rel="noopener noreferrer">Open ${name}</a>`,
      '</div>',
      '',
    ].join('\n'),
  };
}
