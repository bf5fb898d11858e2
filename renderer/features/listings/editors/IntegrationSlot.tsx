/**
 * Where a link's integration settings go. It appears only once the detail call lists installed
 * integrations; choosing and configuring one arrives with the integrations issue.
 */
export function IntegrationSlot({ integrations }: { integrations: readonly unknown[] }) {
  if (integrations.length === 0) return null;
  return (
    <fieldset className="editor-group">
      <legend className="editor-legend">Integration</legend>
      <p className="field-hint">Connecting a link to an integration arrives in a coming version of Hearth.</p>
    </fieldset>
  );
}
