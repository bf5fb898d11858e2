import { useTranslation } from 'react-i18next';
import type { DockerEngineInfo } from '../../../shared/contracts/docker.js';
import { isApiError } from '../../api/client.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';

/** Why a test failed, in the server's words (in the reader's language) when it gave them. */
export function useTestErrorText(): (error: unknown) => string | null {
  const { t } = useTranslation();
  return (error) => {
    if (!error) return null;
    if (isApiError(error) || error instanceof Error) return translateMessage(error.message);
    return t('docker.testCouldNotRun');
  };
}

/** What "Test connection" found: the engine and API versions, or the server's reason in its words. */
export function TestOutcome({ info, error }: { info: DockerEngineInfo | undefined; error: string | null }) {
  const { t } = useTranslation();
  if (error) {
    return (
      <div className="check-outcome is-failed docker-test" role="status">
        <strong>{t('docker.testFailed')}</strong>
        <span>{error}</span>
      </div>
    );
  }
  if (!info) return null;
  return (
    <div className="check-outcome is-ok docker-test" role="status">
      <strong>{t('docker.connected')}</strong>
      <span>
        {t('docker.engineInfo', { engine: info.engine, version: info.version, os: info.os, arch: info.arch, api: info.apiVersion })}
        {info.engineApiVersion !== info.apiVersion ? t('docker.engineSpeaksUpTo', { version: info.engineApiVersion }) : ''}
      </span>
    </div>
  );
}
