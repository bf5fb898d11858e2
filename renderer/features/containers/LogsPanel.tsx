import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DockerContainer } from '../../../shared/contracts/docker.js';
import { Modal } from '../../components/Modal.js';
import { formatNumber } from '../../i18n/format.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { useContainerLogs } from './useContainerLogs.js';

/**
 * The log tail of one container in a dialog: streamed while open; Follow keeps the newest line
 * in view, Pause stops the stream (and the scrolling) so a line can be read and copied.
 */
export function LogsPanel({ container, onClose }: { container: DockerContainer; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const logs = useContainerLogs(container);
  const [follow, setFollow] = useState(true);
  const view = useRef<HTMLPreElement>(null);

  useEffect(() => {
    const box = view.current;
    if (follow && box) box.scrollTop = box.scrollHeight;
  }, [follow, logs.lines]);

  const ended = logs.ended ? translateMessage(logs.ended) : null;
  const status = logs.paused ? t('docker.logsPaused') : ended ? ended : t('docker.logsStreaming');
  return (
    <Modal id="container-logs" title={t('docker.logsOf', { name: container.name })} onClose={onClose} initialFocus="logs-pause" className="logs-modal">
      <div className="logs-toolbar">
        <button type="button" id="logs-pause" className="btn btn-secondary btn-sm" aria-pressed={logs.paused} onClick={logs.paused ? logs.resume : logs.pause}>
          {logs.paused ? t('docker.resume') : t('docker.pause')}
        </button>
        <label className="logs-follow">
          <input type="checkbox" checked={follow} onChange={(e) => setFollow(e.target.checked)} /> {t('docker.follow')}
        </label>
        <span className="logs-status muted" role="status">
          {status} · {t('docker.lineCount', { count: logs.lines.length, number: formatNumber(i18n.language, logs.lines.length) })}
        </span>
      </div>
      {/* A log region, but not read out line by line: a busy container would drown the reader. */}
      <pre ref={view} className="logs-view" role="log" aria-live="off" aria-label={t('docker.logLinesOf', { name: container.name })} tabIndex={0}>
        {logs.lines.length === 0 ? <span className="muted">{ended ?? t('docker.waitingForLines')}</span> : null}
        {logs.lines.map((line, index) => (
          <span key={index} className="logs-line" data-stream={line.stream}>
            {line.text.replace(/\r?\n$/, '')}
            {'\n'}
          </span>
        ))}
      </pre>
    </Modal>
  );
}
