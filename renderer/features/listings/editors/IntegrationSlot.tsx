import { useState } from 'react';
import toast from 'react-hot-toast';
import type { IntegrationApp } from '../../../../shared/contracts/integrations.js';
import { integrationMessages } from '../../../../shared/messages.js';
import { post } from '../../../api/client.js';
import { isApiError } from '../../../api/ApiError.js';
import { ConfigFields } from '../../integrations/ConfigFields.js';

export interface IntegrationChoice {
  appId: string;
  config: Record<string, unknown>;
}

interface SlotProps {
  integrations: readonly IntegrationApp[];
  value: IntegrationChoice;
  errors: Record<string, string>;
  listingId: string | null;
  linkURL: string;
  localUrl: string;
  onChange: (value: IntegrationChoice) => void;
}

/** A link's integration: choose an installed app, fill its config, Test Connection. */
export function IntegrationSlot({ integrations, value, errors, listingId, linkURL, localUrl, onChange }: SlotProps) {
  const [testing, setTesting] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  if (integrations.length === 0) return null;
  const app = integrations.find((a) => a.appId === value.appId);

  const test = async () => {
    if (!app) return;
    setTesting(true);
    setReason(null);
    try {
      await post('/app/test', { appId: app.appId, linkURL, localUrl, config: value.config, listingId }, { quiet: true });
      toast.success(integrationMessages.connectionSuccess);
    } catch (error) {
      toast.error(integrationMessages.connectionFailed);
      setReason(isApiError(error) ? error.message : null);
    } finally {
      setTesting(false);
    }
  };

  return (
    <fieldset className="editor-group">
      <legend className="editor-legend">Integration</legend>
      <div className="field">
        <label className="field-label" htmlFor="integration-app">
          Show live data from
        </label>
        <select id="integration-app" className="select" value={value.appId} onChange={(e) => onChange({ appId: e.target.value, config: {} })}>
          <option value="">No integration</option>
          {integrations.map((a) => (
            <option key={a.appId} value={a.appId}>
              {a.appName}
            </option>
          ))}
        </select>
      </div>
      {app ? (
        <>
          <ConfigFields fields={app.config} config={value.config} errors={errors} onChange={(config) => onChange({ ...value, config })} />
          <div className="integration-test">
            <button type="button" className="btn btn-secondary" disabled={testing} onClick={() => void test()}>
              {testing ? 'Testing…' : 'Test Connection'}
            </button>
            {reason ? (
              <p className="field-error" role="status">
                {integrationMessages.connectionFailed} {reason}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
