import { options } from "preact";
import { type ReactElement, Suspense, useRef } from "react";
import { nextTask } from "./next-task";

/**
 * Hydration in turns (decision 0061). Hydrating a whole store page in one task held a low-end
 * phone's main thread for over a second: a tap meanwhile waited, and Lighthouse counted it all as
 * blocking time. The page's shell hydrates at once; each `HydrateLater` part (a product card) keeps
 * the server's HTML, on screen and readable, and hydrates in a task of its own, in page order,
 * right after. Only a hydration is spread out: a page the app renders itself renders at once.
 */

interface Turn {
  promise: Promise<void>;
  done: boolean;
}

/**
 * True from the page's first hydration until every part it left for later has hydrated: a part
 * inside a part (a section's product cards) waits for a turn of its own too.
 */
let hydrating = false;
/** The last turn given out: each waits for the one before it, then for a task of its own. */
let lastTurn: Promise<void> = Promise.resolve();

function takeTurn(): Turn {
  const turn: Turn = { promise: Promise.resolve(), done: false };
  turn.promise = lastTurn = lastTurn.then(nextTask).then(() => {
    turn.done = true;
  });
  return turn;
}

/** Resolves once every turn given out has come and the part it was for has hydrated. */
async function allTurnsTaken(): Promise<void> {
  let seen: Promise<void>;
  do {
    seen = lastTurn;
    await seen;
    // A part hydrates in the microtasks after its turn, and may give out turns of its own.
    await nextTask();
  } while (seen !== lastTurn);
}

let hydrated: Promise<void> = Promise.resolve();

/** Hydrates the page with `hydrate`, leaving each `HydrateLater` part to a task of its own. */
export function hydrateInTurns(hydrate: () => void) {
  hydrating = true;
  // While the parts take their turns, the effects a hydration queued run in the task after it. Preact
  // runs them after the next frame, or after a timeout when no frame comes, as none does while
  // nothing on screen changes: the effects of the shell and of every part then ran together in one
  // task, 70 to 120 ms long at 12x (decision 0061). Preact reads this hook each time it schedules.
  const afterPaint = options.requestAnimationFrame;
  options.requestAnimationFrame = (runEffects) => void nextTask().then(runEffects);
  const start = performance.now();
  try {
    hydrate();
  } finally {
    // In the browser's performance timeline: how long the shell held the main thread, and how long
    // until the last part had hydrated (what the Lighthouse runs of decision 0061 read).
    performance.measure("hydrate: shell", { start });
    hydrated = allTurnsTaken().finally(() => {
      hydrating = false;
      options.requestAnimationFrame = afterPaint;
      performance.measure("hydrate: every part", { start });
    });
  }
}

/** Resolves once every part the first hydration left for later has hydrated (at once if none). */
export function whenHydrated(): Promise<void> {
  return hydrated;
}

function WaitForTurn({ children }: { children: ReactElement }) {
  const turn = useRef<Turn | null>(null);
  if (hydrating) turn.current ??= takeTurn();
  // Suspending while hydrating keeps the server's element as it is until the turn comes.
  if (turn.current && !turn.current.done) throw turn.current.promise;
  return children;
}

/**
 * A part of a server-rendered page hydrated in its own task. Its child must render exactly one
 * element: that element is what the page keeps from the server until the part's turn.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}
