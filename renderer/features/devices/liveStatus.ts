import type { DeviceStatusMessage, WakeProgressMessage } from '../../../shared/contracts/devices.js';

export interface LiveStatus {
  alive?: boolean;
  checking?: boolean;
  /** When this screen last heard a check's result (ISO): an instant check or a pushed change. */
  checkedAt?: string;
  wake?: WakeProgressMessage;
  /** The device answered before the wake was sent: the card says so instead of "waking". */
  alreadyOnline?: boolean;
}

/** One socket message folded into a device's live state. */
export function nextLiveStatus(current: LiveStatus, message: DeviceStatusMessage | WakeProgressMessage, now: Date = new Date()): LiveStatus {
  if ('wake' in message) {
    const alreadyOnline = message.wake === 'waking' ? current.alive === true : current.alreadyOnline === true && message.wake === 'online';
    return { ...current, wake: message, alreadyOnline };
  }
  // The stored state watch-all sends first is not a check; a reply to "checking" or a change is.
  const checked = current.checking === true || (current.alive !== undefined && current.alive !== message.alive);
  return { ...current, alive: message.alive, checking: false, ...(checked ? { checkedAt: now.toISOString() } : {}) };
}
