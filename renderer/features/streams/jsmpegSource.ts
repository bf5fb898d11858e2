import { VideoSocket, type VideoSocketHooks } from './videoSocket.js';

/**
 * A jsmpeg source reading the live-video socket. jsmpeg's own WebSocket source reconnects on its
 * own schedule and writes whatever arrives into the demuxer; this one leaves reconnecting to the
 * player (which opens a fresh socket that starts at a key frame) and passes only the video on.
 */
interface Destination {
  write(data: ArrayBuffer): void;
}

export interface SourceOptions {
  onSourceEstablished?: (source: unknown) => void;
  /** The player's hooks for the camera's state and the socket's end. */
  hearth: Pick<VideoSocketHooks, 'onStatus' | 'onClose'> & { onSocket: (socket: VideoSocket) => void };
}

export class LiveSocketSource {
  readonly streaming = true;
  established = false;
  completed = false;
  progress = 0;
  private socket: VideoSocket | null = null;
  private destination: Destination | null = null;

  constructor(
    private readonly url: string,
    private readonly options: SourceOptions,
  ) {}

  connect(destination: Destination): void {
    this.destination = destination;
  }

  start(): void {
    const { hearth } = this.options;
    this.socket = new VideoSocket(this.url, {
      onData: (data) => {
        this.progress = 1;
        if (!this.established) {
          this.established = true;
          this.options.onSourceEstablished?.(this);
        }
        this.destination?.write(data);
      },
      onStatus: hearth.onStatus,
      onClose: hearth.onClose,
    });
    this.socket.open();
    hearth.onSocket(this.socket);
  }

  resume(): void {
    // Live: nothing to seek or resume.
  }

  destroy(): void {
    this.socket?.close();
    this.socket = null;
  }
}
