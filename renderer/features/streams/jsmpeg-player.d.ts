// @cycjimmy/jsmpeg-player ships no types: the part of jsmpeg's Player that Hearth uses.
declare module '@cycjimmy/jsmpeg-player' {
  export interface JSMpegPlayer {
    destroy(): void;
    volume: number;
  }
  export interface JSMpegOptions {
    canvas: HTMLCanvasElement;
    source?: new (url: string, options: never) => unknown;
    /** Passed on to the source with the rest of the options (Hearth's LiveSocketSource reads it). */
    hearth?: unknown;
    audio?: boolean;
    autoplay?: boolean;
    pauseWhenHidden?: boolean;
    disableWebAssembly?: boolean;
    preserveDrawingBuffer?: boolean;
    videoBufferSize?: number;
    onVideoDecode?: () => void;
  }
  const JSMpeg: { Player: new (url: string, options: JSMpegOptions) => JSMpegPlayer };
  export default JSMpeg;
}
