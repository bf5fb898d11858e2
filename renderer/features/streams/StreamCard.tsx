import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardHealth } from '../monitoring/CardHealth.js';
import type { Listing } from '../../../shared/contracts/listings.js';
import { LivePlayer } from './LivePlayer.js';
import type { LiveKind } from './liveView.js';
import { StreamPreview } from './StreamPreview.js';
import { FullscreenIcon, PinIcon, PlayIcon, VolumeOffIcon, VolumeOnIcon } from './StreamIcons.js';

interface StreamCardProps {
  listing: Listing;
  pinned: boolean;
  /** Pinned cameras play as soon as they are on screen. */
  autoplay?: boolean;
  onPin?: (pinned: boolean) => void;
}

/** The camera's name, or `untitled` (the catalogue's "Video") for one saved without a name. */
export function cameraLabel(listing: Pick<Listing, 'listingName'>, untitled: string): string {
  return listing.listingName.trim() || untitled;
}

type Badge = 'live' | 'idle' | 'connecting' | 'offline';

/** The badge says what the card shows: live only while frames play, offline when the camera fails. */
function badgeOf(playing: boolean, view: LiveKind, previewFailed: boolean): Badge {
  if (!playing) return previewFailed ? 'offline' : 'idle';
  if (view === 'playing') return 'live';
  return view === 'loading' || view === 'reconnecting' ? 'connecting' : 'offline';
}

/** The catalogue key of each badge's word ("Live" also while idle: the camera is a live one). */
const badgeKey = { live: 'streams.card.badge.live', idle: 'streams.card.badge.live', connecting: 'streams.card.badge.connecting', offline: 'streams.card.badge.offline' } as const satisfies Record<Badge, string>;

/**
 * A 360 px camera card (spec-features §2): the blurred snapshot, the camera's name, a live badge
 * and a pin button. Clicking it plays the camera in the card; clicking the video toggles
 * fullscreen, which unmutes it; the mute button appears once frames show.
 */
export function StreamCard({ listing, pinned, autoplay = false, onPin }: StreamCardProps) {
  const { t } = useTranslation();
  const label = cameraLabel(listing, t('streams.card.untitled'));
  const [playing, setPlaying] = useState(autoplay);
  const [view, setView] = useState<LiveKind>('loading');
  const [previewFailed, setPreviewFailed] = useState(false);
  const loaded = view === 'playing';
  const badge = badgeOf(playing, view, previewFailed);
  const [muted, setMuted] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const fullscreenButton = useRef<HTMLButtonElement>(null);
  // The Play button goes away when the player comes: keyboard focus moves to the player's button.
  const [focusPlayer, setFocusPlayer] = useState(false);
  useEffect(() => {
    if (playing && focusPlayer) fullscreenButton.current?.focus();
  }, [playing, focusPlayer]);

  useEffect(() => {
    const onChange = () => {
      const active = document.fullscreenElement !== null && document.fullscreenElement === frame.current;
      setFullscreen(active);
      setMuted(!active);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.current?.requestFullscreen().catch(() => undefined);
  };

  return (
    <article className={`stream-card${playing ? ' is-playing' : ''}`} aria-label={label} data-listing-id={listing._id}>
      {playing ? (
        <div className="stream-stage">
          <div className="stream-fullscreen" ref={frame}>
            <LivePlayer listingId={listing._id} label={label} muted={muted} onView={setView} onClick={toggleFullscreen} />
          </div>
          <button type="button" ref={fullscreenButton} className="stream-fs-btn icon-btn" onClick={toggleFullscreen} aria-label={fullscreen ? t('streams.card.exitFullscreen') : t('streams.card.fullscreen', { name: label })}>
            <FullscreenIcon size={18} />
          </button>
        </div>
      ) : (
        <button type="button" className="stream-start" onClick={() => {
            setFocusPlayer(true);
            setPlaying(true);
          }} aria-label={t('streams.card.play', { name: label })}>
          <StreamPreview listingId={listing._id} onFailure={(reason) => setPreviewFailed(reason !== null)} />
          <span className="stream-play-icon" aria-hidden="true">
            <PlayIcon size={30} />
          </span>
        </button>
      )}
      <div className="stream-topbar">
        <span className="stream-label">{label}</span>
        <span className={`stream-live stream-live-${badge}${badge === 'live' ? ' on' : ''}`} data-badge={badge}>
          <span className="stream-live-dot" aria-hidden="true" />
          {t(badgeKey[badge])}
        </span>
      </div>
      <div className="stream-tools">
        {playing && loaded ? (
          <button type="button" className="icon-btn stream-tool" onClick={() => setMuted((m) => !m)} aria-label={muted ? t('streams.card.unmute') : t('streams.card.mute')} aria-pressed={!muted}>
            {muted ? <VolumeOffIcon size={18} /> : <VolumeOnIcon size={18} />}
          </button>
        ) : null}
        {onPin ? (
          <button
            type="button"
            className={`icon-btn stream-tool stream-pin${pinned ? ' pinned' : ''}`}
            onClick={() => onPin(!pinned)}
            aria-pressed={pinned}
            aria-label={pinned ? t('streams.card.unpinNamed', { name: label }) : t('streams.card.pinNamed', { name: label })}
            title={pinned ? t('streams.card.unpin') : t('streams.card.pinToTop')}
          >
            <PinIcon size={18} />
          </button>
        ) : null}
      </div>
      <CardHealth kind="camera" targetId={listing._id} name={label} />
    </article>
  );
}
