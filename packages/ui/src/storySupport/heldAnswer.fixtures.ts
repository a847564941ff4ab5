/**
 * The answer of the request a story stands in for, held until its play function lets it through: the pending
 * state is checked while it certainly lasts (a 300 ms timer could run out first on a loaded machine). `wait()` is
 * what the story's handler awaits; `release()` lets the answer through.
 */
export function heldAnswer() {
  let release = () => {};
  return {
    wait: () =>
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    release: () => release(),
  };
}
