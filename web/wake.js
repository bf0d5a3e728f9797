// The Screen Wake Lock: the phone's screen stays on while a game is open. The browser releases
// the lock whenever the page is hidden; it is asked for again when the page is visible again.

export class ScreenAwake {
  // onChange(state, why) hears each change: "held", "released" (not wanted, or the page
  // hidden), or "refused" with the browser's reason.
  constructor(onChange) {
    this.onChange = onChange;
    this.wanted = false;
    this.sentinel = null; // the lock while it is held
    this.asking = false;
    this.state = "released";
    document.addEventListener("visibilitychange", () => this.update());
  }

  want(wanted) {
    if (wanted === this.wanted) return;
    this.wanted = wanted;
    this.update();
  }

  async update() {
    if (!this.wanted || document.visibilityState !== "visible") {
      if (this.sentinel) await this.sentinel.release();
      return;
    }
    if (this.sentinel || this.asking) return;
    if (!("wakeLock" in navigator)) {
      this.tell("refused", "this browser has no Screen Wake Lock");
      return;
    }
    this.asking = true;
    try {
      const sentinel = await navigator.wakeLock.request("screen");
      sentinel.addEventListener("release", () => {
        this.sentinel = null;
        this.tell("released");
      });
      this.sentinel = sentinel;
      this.tell("held");
      if (!this.wanted) await sentinel.release(); // the game closed while it was asked for
    } catch (error) {
      this.tell("refused", error.message || String(error));
    } finally {
      this.asking = false;
    }
  }

  tell(state, why = "") {
    this.state = state;
    this.onChange(state, why);
  }
}
