import { useCallback, useRef, useState } from 'react';
import { dockerSocketPath, type ContainerRef, type DockerSocketRequest, type LogLine } from '../../../shared/contracts/docker.js';
import { appendLines, parseSocketMessage, withoutOverlap } from './liveMessages.js';
import { useLiveSocket } from './useLiveSocket.js';

/** Lines shown when the panel opens. */
const firstTail = 200;
/** After a pause, every line since it (the engine's tail counts back from the end: 0 would be none). */
const resumeTail = 5000;

export interface ContainerLogs {
  lines: LogLine[];
  paused: boolean;
  /** Why the stream stopped (the container exited, the engine went away), or null while it runs. */
  ended: string | null;
  pause: () => void;
  resume: () => void;
}

/**
 * A container's log tail, streamed over its own containers socket while the panel is open.
 * Pause stops the stream at the server; resume asks again from the second it paused, so nothing
 * is shown twice and nothing missed is lost (within the engine's own log).
 */
export function useContainerLogs(container: ContainerRef): ContainerLogs {
  const [lines, setLines] = useState<LogLine[]>([]);
  const [paused, setPaused] = useState(false);
  const [ended, setEnded] = useState<string | null>(null);
  // Where to pick up after a pause or a reconnect: seconds since the epoch, null before any line.
  const since = useRef<number | null>(null);
  const pausedRef = useRef(false);
  // Set while the first frame of a picked-up stream is awaited: only that one may repeat lines.
  const pickedUp = useRef(false);

  const ask = useCallback(
    (ws: { send: (text: string) => void }) => {
      pickedUp.current = since.current !== null;
      const body: DockerSocketRequest =
        since.current === null ? { type: 'logs', host: container.host, id: container.id, tail: firstTail, follow: true } : { type: 'logs', host: container.host, id: container.id, tail: resumeTail, follow: true, since: since.current };
      ws.send(JSON.stringify(body));
    },
    [container.host, container.id],
  );

  const send = useLiveSocket({
    path: dockerSocketPath,
    onOpen: (ws) => {
      if (!pausedRef.current) ask(ws);
    },
    onMessage: (text) => {
      const message = parseSocketMessage(text);
      if (!message) return;
      if (message.type === 'logs' && message.host === container.host && message.id === container.id) {
        since.current = Math.floor(Date.now() / 1000);
        setEnded(null);
        const fresh = pickedUp.current;
        pickedUp.current = false;
        setLines((all) => appendLines(all, fresh ? withoutOverlap(all, message.lines) : message.lines));
      } else if (message.type === 'logs-end' && message.host === container.host && message.id === container.id) {
        setEnded(message.message);
      } else if (message.type === 'error') {
        setEnded(message.message);
      }
    },
  });

  const pause = useCallback(() => {
    pausedRef.current = true;
    setPaused(true);
    since.current = Math.floor(Date.now() / 1000);
    send(JSON.stringify({ type: 'logs-stop' } satisfies DockerSocketRequest));
  }, [send]);

  const resume = useCallback(() => {
    pausedRef.current = false;
    setPaused(false);
    setEnded(null);
    ask({ send: (text) => void send(text) });
  }, [ask, send]);

  return { lines, paused, ended, pause, resume };
}
