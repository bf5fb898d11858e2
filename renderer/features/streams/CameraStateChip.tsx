import type { CameraStatus } from '../../../shared/contracts/stream-status.js';

type Tone = 'good' | 'bad' | 'neutral';

/** The words and colour for a camera's state in the manage list. */
export function describeState(status: CameraStatus | undefined, checking: boolean): { text: string; tone: Tone } {
  if (checking) return { text: 'Checking…', tone: 'neutral' };
  if (!status) return { text: 'Not checked yet', tone: 'neutral' };
  switch (status.state) {
    case 'live':
      return { text: `Live · ${status.viewers} watching`, tone: 'good' };
    case 'connecting':
      return { text: 'Connecting…', tone: 'neutral' };
    case 'retrying':
      return { text: `${status.reason ?? 'Not reachable'} · trying again`, tone: 'bad' };
    case 'reachable':
      return { text: 'Reachable', tone: 'good' };
    case 'unreachable':
      return { text: status.reason ?? 'Not reachable', tone: 'bad' };
    case 'unknown':
      return { text: 'Not checked yet', tone: 'neutral' };
  }
}

/** A camera's state as a small coloured line with a dot (text, not colour alone, carries it). */
export function CameraStateChip({ status, checking }: { status: CameraStatus | undefined; checking: boolean }) {
  const { text, tone } = describeState(status, checking);
  return (
    <span className={`camera-state camera-state-${tone}`} data-state={checking ? 'checking' : (status?.state ?? 'unknown')}>
      <span className="camera-state-dot" aria-hidden="true" />
      {text}
    </span>
  );
}
