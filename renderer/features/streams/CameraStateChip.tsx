import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CameraStatus } from '../../../shared/contracts/stream-status.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';

type Tone = 'good' | 'bad' | 'neutral';

/** The words and colour for a camera's state in the manage list (the server's reason in the reader's language). */
export function describeState(t: TFunction, status: CameraStatus | undefined, checking: boolean): { text: string; tone: Tone } {
  if (checking) return { text: t('streams.state.checking'), tone: 'neutral' };
  if (!status) return { text: t('streams.state.notChecked'), tone: 'neutral' };
  const reason = status.reason ? translateMessage(status.reason) : t('streams.state.notReachable');
  switch (status.state) {
    case 'live':
      return { text: t('streams.state.live', { count: status.viewers }), tone: 'good' };
    case 'connecting':
      return { text: t('streams.state.connecting'), tone: 'neutral' };
    case 'retrying':
      return { text: t('streams.state.retrying', { reason }), tone: 'bad' };
    case 'reachable':
      return { text: t('streams.state.reachable'), tone: 'good' };
    case 'unreachable':
      return { text: reason, tone: 'bad' };
    case 'unknown':
      return { text: t('streams.state.notChecked'), tone: 'neutral' };
  }
}

/** A camera's state as a small coloured line with a dot (text, not colour alone, carries it). */
export function CameraStateChip({ status, checking }: { status: CameraStatus | undefined; checking: boolean }) {
  const { t } = useTranslation();
  const { text, tone } = describeState(t, status, checking);
  return (
    <span className={`camera-state camera-state-${tone}`} data-state={checking ? 'checking' : (status?.state ?? 'unknown')}>
      <span className="camera-state-dot" aria-hidden="true" />
      {text}
    </span>
  );
}
