import { videoRetryMessage, type VideoStatus } from '../../../shared/contracts/stream-status.js';

export interface VideoSocketHooks {
  /** A piece of the MPEG-TS stream. */
  onData(data: ArrayBuffer): void;
  /** The camera's state, as the server's relay sees it. */
  onStatus(status: VideoStatus): void;
  /** The socket ended (not by us): its close code and reason, and whether it had opened. */
  onClose(info: { code: number; reason: string; opened: boolean }): void;
}

function parseStatus(text: string): VideoStatus | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && 'type' in value && value.type === 'status' ? (value as VideoStatus) : null;
  } catch {
    return null;
  }
}

/**
 * The live-video socket as Hearth's player speaks it: binary messages are video, text messages
 * (asked for with `events=1`) the camera's state; a close says why. Both players read it (jsmpeg
 * through its source, mpegts.js through a loader), so the player sees the same events either way.
 */
export class VideoSocket {
  private socket: WebSocket | null = null;
  private closedByUs = false;

  constructor(
    private readonly url: string,
    private readonly hooks: VideoSocketHooks,
  ) {}

  open(): void {
    const socket = new WebSocket(this.url);
    let opened = false;
    socket.binaryType = 'arraybuffer';
    socket.onopen = () => (opened = true);
    socket.onmessage = (event: MessageEvent<unknown>) => {
      if (event.data instanceof ArrayBuffer) this.hooks.onData(event.data);
      else if (typeof event.data === 'string') {
        const status = parseStatus(event.data);
        if (status) this.hooks.onStatus(status);
      }
    };
    socket.onclose = (event) => {
      if (!this.closedByUs) this.hooks.onClose({ code: event.code, reason: event.reason, opened });
    };
    this.socket = socket;
  }

  /** Asks the server to try a failing camera now. */
  retry(): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(videoRetryMessage);
  }

  close(): void {
    this.closedByUs = true;
    this.socket?.close();
    this.socket = null;
  }
}
