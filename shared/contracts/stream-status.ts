/**
 * What Hearth knows of a camera: live (a relay is sending video), connecting or retrying (a relay
 * is trying to reach it), reachable or unreachable (the last check, preview or relay said so),
 * unknown (nothing has tried it since the server started).
 */
export const cameraStates = ['unknown', 'connecting', 'live', 'retrying', 'reachable', 'unreachable'] as const;
export type CameraState = (typeof cameraStates)[number];

/** GET /stream/status (one per camera of the caller) and POST /stream/check/:id. */
export interface CameraStatus {
  listingId: string;
  state: CameraState;
  /** Why it gives no picture, in plain words; null when nothing is wrong or nothing is known. */
  reason: string | null;
  /** When the state was last learnt (ISO), or null. */
  checkedAt: string | null;
  /** Open live-video sockets on this camera, of every user. */
  viewers: number;
}

/**
 * A text message on the live-video socket, only to clients that asked with `?events=1` (the
 * original client reads every message as video). The state of the camera's relay.
 */
export interface VideoStatus {
  type: 'status';
  state: 'connecting' | 'live' | 'retrying';
  reason: string | null;
  /** When the next attempt starts (retrying only). */
  retryInMs: number | null;
}

/** What a viewer may send on the live-video socket: try a failing camera again now. */
export const videoRetryMessage = 'retry';
