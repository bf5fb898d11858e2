/**
 * A jsmpeg source reading the live-video socket. jsmpeg's own WebSocket source reconnects on its
 * own schedule and writes whatever arrives into the demuxer; this one leaves reconnecting to the
 * player (which opens a fresh socket that starts at a key frame) and passes only binary frames.
 */
interface Destination {
  write(data: ArrayBuffer): void;
}

export interface SourceOptions {
  onSourceEstablished?: (source: unknown) => void;
  onSocketClose?: () => void;
}

export class LiveSocketSource {
  readonly streaming = true;
  established = false;
  completed = false;
  progress = 0;
  private socket: WebSocket | null = null;
  private destination: Destination | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly options: SourceOptions,
  ) {}

  connect(destination: Destination): void {
    this.destination = destination;
  }

  start(): void {
    const socket = new WebSocket(this.url);
    socket.binaryType = 'arraybuffer';
    socket.onopen = () => (this.progress = 1);
    socket.onmessage = (event: MessageEvent) => {
      if (!(event.data instanceof ArrayBuffer)) return;
      if (!this.established) {
        this.established = true;
        this.options.onSourceEstablished?.(this);
      }
      this.destination?.write(event.data);
    };
    socket.onclose = () => {
      if (!this.closed) this.options.onSocketClose?.();
    };
    this.socket = socket;
  }

  resume(): void {
    // Live: nothing to seek or resume.
  }

  destroy(): void {
    this.closed = true;
    this.socket?.close();
    this.socket = null;
  }
}
