/** Business constants shared by server and renderer (spec-core §9, spec-features §9). */
export const defaultSiteName = 'Hearth';
export const productName = 'Hearth';
export const apiPrefix = '/api/v1';
export const featureFlags = ['camerafeed', 'networkdevices', 'authenticator', 'todolist', 'snippetmanager'] as const;
export type FeatureFlag = (typeof featureFlags)[number];

export const searchDebounceMs = 600;
export const loaderDelayMs = 200;
export const linkCardAutoCloseMs = 15_000;
export const minPasswordLength = 6;
export const iconPackPageSize = 48;
export const iconPackPreviewCount = 12;
export const iconUploadMaxBytes = 2 * 1024 * 1024;
export const iconMaxSide = 256;
export const imagesPageSize = 20;
export const fallbackImage = '/default.png';
/** Folders nest at most this deep (a root folder is level 1); deeper trees are refused. */
export const maxFolderDepth = 32;

/** Header carrying the database state on every API answer. */
export const databaseStatusHeader = 'X-Database-Status';
export const databaseNotConnected = 'NOT_CONNECTED';

/** Streams (spec-features §4, §9). */
export const streamSocketBufferLimit = 1048576;
export const streamKeepAliveMs = 5000;
/** Live latency (spec-features §9): this many checks in a row behind the live edge make the player jump to it. */
export const streamLiveSyncCount = 4;
/** Live latency (spec-features §9): reloads in a row without a frame before the player gives up and offers Retry. */
export const streamAutoRecoveryMaxRetry = 3;
export const streamGraceMs = 10_000;
export const streamPlayerReloadMs = 5000;
export const streamPreviewRetries = 3;
export const streamPreviewRetryMs = 3000;
export const streamPreviewCacheMs = 30_000;
export const streamPreviewTimeoutMs = 10_000;
export const streamProbeTimeoutMs = 5000;
/** The tray's quick preview window closes itself after this (spec-core §4). */
export const quickPreviewMs = 120_000;
export const maxConcurrentPreviews = 2;
/**
 * Close codes of Hearth's own sockets (4000-4999 are the application's, RFC 6455 §7.4.2): the
 * session that opened it ended (sign out, password changed, account deleted), or a cap on ffmpeg
 * refused a camera. The reason text says what to do.
 */
export const socketCloseCodes = { sessionEnded: 4401, limit: 4429 } as const;
/** ffmpeg is the costly part: relays (live cameras) and camera checks, per user and for the server. */
export interface StreamLimits {
  relaysPerUser: number;
  relays: number;
  probesPerUser: number;
  probes: number;
}
export const defaultStreamLimits: StreamLimits = { relaysPerUser: 8, relays: 24, probesPerUser: 2, probes: 4 };
/** A failing camera is tried again after 1 s, 2 s, 4 s… up to a minute while someone watches. */
export const streamRestartMinMs = 1000;
export const streamRestartMaxMs = 60_000;
