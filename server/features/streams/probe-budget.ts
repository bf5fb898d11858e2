import type { StreamLimits } from '../../../shared/constants.js';
import { messages } from '../../../shared/messages.js';

export type Taken = { release: () => void; refused?: undefined } | { refused: string; release?: undefined };

/**
 * Camera checks (ffmpeg reading what a camera sends, up to 5 s each) running now, per user and for
 * the server. A check past either cap is refused at once with a message that says so; it is never
 * queued, so 40 saves cannot line up 40 ffmpegs.
 */
export class ProbeBudget {
  private readonly running = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: Pick<StreamLimits, 'probesPerUser' | 'probes'>) {}

  take(userId: string): Taken {
    const mine = this.running.get(userId) ?? 0;
    if (mine >= this.limits.probesPerUser) return { refused: messages.streamProbeBusyForUser(this.limits.probesPerUser) };
    if (this.total >= this.limits.probes) return { refused: messages.streamProbeBusyOverall(this.limits.probes) };
    this.running.set(userId, mine + 1);
    this.total += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        const left = (this.running.get(userId) ?? 1) - 1;
        if (left > 0) this.running.set(userId, left);
        else this.running.delete(userId);
      },
    };
  }
}
