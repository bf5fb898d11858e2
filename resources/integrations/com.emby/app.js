// Emby Server (REST API under /emby, api_key): what is playing and transcoding, and the library.
const kit = require('@hearth/kit');

/** Emby answers under /emby; the key goes as api_key, the scheme its description names. */
function call(ctx, path) {
  const url = kit.baseUrl(ctx.appUrl);
  return ctx.get(`${url}/emby${path}`, { params: { api_key: ctx.config.apiKey } });
}

async function system(ctx) {
  const info = await call(ctx, '/System/Info');
  kit.expect(info && info.Version, 'no Version in /emby/System/Info');
  return info;
}

/**
 * Emby lists every connected client as a session, idle ones included: only a session with a
 * NowPlayingItem is playing, and it transcodes when it has TranscodingInfo that is not a direct
 * video stream.
 */
function playback(sessions) {
  const list = Array.isArray(sessions) ? sessions : [];
  const playing = list.filter((session) => session && session.NowPlayingItem);
  return {
    sessions: list.length,
    playing: playing.length,
    paused: playing.filter((session) => session.PlayState && session.PlayState.IsPaused).length,
    transcoding: playing.filter((session) => session.TranscodingInfo && !session.TranscodingInfo.IsVideoDirect).length,
  };
}

Object.assign(global, kit.integration({
  test: system,
  fixes: { 401: 'check the API key (Emby, Settings, Advanced, API Keys)' },
  card: async (ctx) => {
    const [info, sessions, counts] = await Promise.all([system(ctx), call(ctx, '/Sessions'), call(ctx, '/Items/Counts')]);
    kit.expect(counts && typeof counts.MovieCount === 'number', 'no MovieCount in /emby/Items/Counts');
    const now = playback(sessions);
    return {
      values: {
        playing: kit.formatCount(now.playing),
        transcoding: kit.formatCount(now.transcoding),
        paused: kit.formatCount(now.paused),
        sessions: kit.formatCount(now.sessions),
        movies: kit.formatCount(counts.MovieCount),
        series: kit.formatCount(counts.SeriesCount),
        episodes: kit.formatCount(counts.EpisodeCount),
        songs: kit.formatCount(counts.SongCount),
        server: info.ServerName,
        version: info.Version,
        appUrl: kit.baseUrl(ctx.appUrl),
      },
    };
  },
}));
