// A board's run: the trace on show and the step shown, the way of a Run from its press to
// the end of its replay, Play's clock, and Predict mode's furthest step and pending guess.
// State only, in named fields, with the few moves that change several at once: board.js
// draws, speaks and wires the controls, reading and driving this one object.
//
//   const run = runState();
//   run.ask("play");           // Run pressed: asked, its trace to play when it comes
//   run.onWay();               // true: a second press is ignored
//   run.came();                // "play": the trace came, "asked" no more
//   run.trace = {steps: 9};
//   run.at(12, false);         // 9: a step past the end shows the end
export function runState() {
  return {
    trace: null,          // the decoded trace on show (trace.js), or null
    replay: null,         // what showing one of its positions reads (replay.js' replayOf)
    pos: 0,               // the step on show
    // A Run goes "asked" (sent; its answer and its replay on their way), then "playing" (its
    // replay plays out) or "waiting" (its replay waits at step 0 for Step or a guess), then ""
    // (the end, a pause, a step, a refusal). A press of Run (or of Step or Play with no run
    // yet) meanwhile is ignored, even when it lands after Python's answer (a double press): a
    // second run would play the next turn, or stop this replay. Once the learner has chosen
    // something new during the replay, Run takes it.
    phase: "",
    after: null,          // what to do when the next trace arrives ("play" | "step" | "end")
    editedSince: false,   // an edit was sent since the run's replay began
    predicting: false,    // a prediction is pending: {piece, step, tries, wrong: squares "x,y"}
    reached: 0,           // Predict mode: the furthest step the learner has seen
    guess: [0, 0],        // Predict mode: the square framed for the guess
    playing: false,       // Play's clock: on, its next frame, the time of the last one, the
    timer: 0,             // part of a step it owes, and the step it resumed from past the
    lastFrame: 0,         // stop mark it paused at (-1: it stops at a stop mark of the first
    carry: 0,             // card it runs too, as the lessons say: walk 03n, fault 15)
    resumeAt: -1,
    markAt: -1,           // the step Play last paused at for a stop mark

    get steps() { return this.trace ? this.trace.steps : 0; },
    // Is a Run on its way (a press of Run is ignored then)?
    onWay() {
      return ((this.phase === "playing" || (this.phase === "waiting" && this.pos === 0)) && !this.editedSince)
        || this.phase === "asked";
    },
    // A run asked for: `what` ("play" | "step" | "end") its trace when it comes; `sent`: asked of
    // Python (the offline player replays the trace it has at once).
    ask(what, sent = true) {
      this.after = what;
      if (sent) this.phase = "asked";
    },
    // The run asked for came (or Python answered): what to do with its trace, null if none.
    came() {
      const what = this.after;
      this.after = null;
      if (this.phase === "asked") this.phase = "";
      return what;
    },
    // Show step i (within the trace); in Predict mode (`predict`) it counts as seen.
    at(i, predict) {
      this.pos = Math.max(0, Math.min(i, this.steps));
      if (predict) this.reached = Math.max(this.reached, this.pos);
      return this.pos;
    },
    // In Predict mode Play goes on through the steps already seen, then asks for the next
    // one: no step shows before it is guessed.
    seenUpTo(predict) { return predict ? this.reached : this.steps; },
    // Play from the step on show: `frame(now)` runs at each animation frame it asks for
    // (the first step shows at once).
    play(frame) {
      this.playing = true;
      this.lastFrame = performance.now();
      this.carry = 1;
      this.resumeAt = this.markAt === this.pos ? this.pos : -1;
      this.timer = requestAnimationFrame(frame);
    },
    next(frame) { this.timer = requestAnimationFrame(frame); },
    // How many steps Play owes at `now`, at `speed` steps a second.
    due(now, speed) {
      this.carry += ((now - this.lastFrame) / 1000) * speed;
      this.lastFrame = now;
      const n = Math.floor(this.carry);
      this.carry -= n;
      return n;
    },
    pause() {
      this.playing = false;
      if (this.phase === "playing") this.phase = "";
      if (this.timer) cancelAnimationFrame(this.timer);
      this.timer = 0;
    },
  };
}
