import { useEffect, useRef, useState } from 'react';
import type { DockerContainer } from '../../../shared/contracts/docker.js';
import { Modal } from '../../components/Modal.js';
import { useContainerLogs } from './useContainerLogs.js';

/**
 * The log tail of one container in a dialog: streamed while open; Follow keeps the newest line
 * in view, Pause stops the stream (and the scrolling) so a line can be read and copied.
 */
export function LogsPanel({ container, onClose }: { container: DockerContainer; onClose: () => void }) {
  const logs = useContainerLogs(container);
  const [follow, setFollow] = useState(true);
  const view = useRef<HTMLPreElement>(null);

  useEffect(() => {
    const box = view.current;
    if (follow && box) box.scrollTop = box.scrollHeight;
  }, [follow, logs.lines]);

  const status = logs.paused ? 'Paused' : logs.ended ? logs.ended : 'Streaming';
  return (
    <Modal id="container-logs" title={`Logs of ${container.name}`} onClose={onClose} initialFocus="logs-pause" className="logs-modal">
      <div className="logs-toolbar">
        <button type="button" id="logs-pause" className="btn btn-secondary btn-sm" aria-pressed={logs.paused} onClick={logs.paused ? logs.resume : logs.pause}>
          {logs.paused ? 'Resume' : 'Pause'}
        </button>
        <label className="logs-follow">
          <input type="checkbox" checked={follow} onChange={(e) => setFollow(e.target.checked)} /> Follow
        </label>
        <span className="logs-status muted" role="status">
          {status} · {logs.lines.length} {logs.lines.length === 1 ? 'line' : 'lines'}
        </span>
      </div>
      {/* A log region, but not read out line by line: a busy container would drown the reader. */}
      <pre ref={view} className="logs-view" role="log" aria-live="off" aria-label={`Log lines of ${container.name}`} tabIndex={0}>
        {logs.lines.length === 0 ? <span className="muted">{logs.ended ?? 'Waiting for log lines…'}</span> : null}
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
