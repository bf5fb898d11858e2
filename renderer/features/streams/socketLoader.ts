import type Mpegts from 'mpegts.js';
import { VideoSocket, type VideoSocketHooks } from './videoSocket.js';

type LoaderHooks = Pick<VideoSocketHooks, 'onStatus' | 'onClose'> & { onSocket: (socket: VideoSocket) => void };

// mpegts.js's LoaderStatus: the io controller reads these numbers.
const idle = 0;
const connecting = 1;
const buffering = 2;
const complete = 4;

/**
 * An mpegts.js loader on Hearth's video socket. mpegts.js's own WebSocket loader stops at the
 * first text message (the camera's state); this one hands those, and the close reason, to the
 * player and only the video to mpegts.js.
 */
export function socketLoader(hooks: LoaderHooks): Mpegts.CustomLoaderConstructor {
  return class SocketLoader implements Mpegts.BaseLoader {
    _status: number = idle;
    _needStash = true;
    readonly type = 'hearth-socket';
    onContentLengthKnown: (contentLength: number) => void = () => undefined;
    onURLRedirect: (url: string) => void = () => undefined;
    onDataArrival: (chunk: ArrayBuffer, byteStart: number, receivedLength?: number) => void = () => undefined;
    onError: Mpegts.BaseLoader['onError'] = () => undefined;
    onComplete: (rangeFrom: number, rangeTo: number) => void = () => undefined;
    private socket: VideoSocket | null = null;
    private received = 0;

    get status(): number {
      return this._status;
    }

    get needStashBuffer(): boolean {
      return this._needStash;
    }

    isWorking(): boolean {
      return this._status === connecting || this._status === buffering;
    }

    open(source: Mpegts.MediaSegment): void {
      this._status = connecting;
      this.socket = new VideoSocket(source.url, {
        onData: (data) => {
          this._status = buffering;
          const start = this.received;
          this.received += data.byteLength;
          this.onDataArrival(data, start, this.received);
        },
        onStatus: hooks.onStatus,
        onClose: (info) => {
          this._status = complete;
          hooks.onClose(info);
        },
      });
      this.socket.open();
      hooks.onSocket(this.socket);
    }

    abort(): void {
      this.socket?.close();
      this.socket = null;
      this._status = complete;
    }

    destroy(): void {
      this.abort();
      this._status = idle;
    }
  };
}
