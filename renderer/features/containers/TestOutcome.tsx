import type { DockerEngineInfo } from '../../../shared/contracts/docker.js';

/** What "Test connection" found: the engine and API versions, or the server's reason in its words. */
export function TestOutcome({ info, error }: { info: DockerEngineInfo | undefined; error: string | null }) {
  if (error) {
    return (
      <div className="check-outcome is-failed docker-test" role="status">
        <strong>The connection failed</strong>
        <span>{error}</span>
      </div>
    );
  }
  if (!info) return null;
  return (
    <div className="check-outcome is-ok docker-test" role="status">
      <strong>Connected</strong>
      <span>
        {info.engine} {info.version} ({info.os}/{info.arch}) · API {info.apiVersion} in use
        {info.engineApiVersion !== info.apiVersion ? `, the engine speaks up to ${info.engineApiVersion}` : ''}
      </span>
    </div>
  );
}
