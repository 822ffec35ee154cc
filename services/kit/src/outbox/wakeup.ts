/**
 * A loop's alarm clock: `wait(ms)` resolves after `ms`, or as soon as `signal()` is called. A signal
 * given while nobody waits is kept, so a notification arriving mid-drain triggers one more drain.
 */
export class Wakeup {
  private pending = false;
  private wake: (() => void) | undefined;

  signal(): void {
    if (this.wake) this.wake();
    else this.pending = true;
  }

  wait(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
