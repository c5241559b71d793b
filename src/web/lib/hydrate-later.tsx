import { options } from "preact";
import {
  type ReactElement,
  type RefObject,
  Suspense,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
} from "react";
import { nextTask } from "./next-task";
import { type NearWatch, wakeWhenNear } from "./wake-when-near";

/**
 * Hydration in turns (decision 0061). Hydrating a whole store page in one task held a low-end
 * phone's main thread for over a second: a tap meanwhile waited, and Lighthouse counted it all as
 * blocking time. The page's shell hydrates at once; each `HydrateLater` part (a menu section, the
 * store bar) keeps the server's HTML, on screen and readable, and hydrates in a task of its own, in
 * page order, right after. A part given `near` (a product card) waits instead until it comes near
 * the screen or is touched. Only a hydration is spread out: a page the app renders itself renders at
 * once.
 */

interface Turn {
  promise: Promise<void>;
  done: boolean;
  /** For a part that waits to come near the screen: gives it its turn (a second call does nothing). */
  wake?: () => void;
}

/**
 * True from the page's first hydration until every part it left for later has hydrated (but those
 * waiting to come near the screen): a part inside a part (a section's product cards) waits for a
 * turn of its own too.
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

/**
 * A turn that comes when the part is woken (near the screen, or touched: wake-when-near.ts), in a
 * task of its own, whatever the other parts do. The page does not wait for it.
 */
function takeTurnWhenNear(): Turn {
  let wake = () => {};
  const woken = new Promise<void>((resolve) => {
    wake = resolve;
  });
  const turn: Turn = { promise: Promise.resolve(), done: false, wake };
  turn.promise = woken.then(nextTask).then(() => {
    turn.done = true;
  });
  return turn;
}

/** Resolves once every turn given out in page order has come and the part it was for has hydrated. */
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

/** The performance mark of each part hydrated on coming near the screen (or touched). */
export const NEAR_PART_MARK = "hydrate: part near the screen";

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
    // until the last part in page order had hydrated (what the Lighthouse runs of decision 0061 read).
    performance.measure("hydrate: shell", { start });
    hydrated = allTurnsTaken().finally(() => {
      hydrating = false;
      options.requestAnimationFrame = afterPaint;
      performance.measure("hydrate: every part", { start });
    });
  }
}

/**
 * Resolves once every part the first hydration left for later has hydrated (at once if none), but
 * for the parts that wait to come near the screen: those hold their own taps until they are live.
 */
export function whenHydrated(): Promise<void> {
  return hydrated;
}

/**
 * What a part keeps while it waits. Kept by `HydrateLater`, not by `WaitForTurn`: a component that
 * suspends while hydrating is made afresh each time the page around it renders again.
 */
interface Waiting {
  turn: Turn | null;
  /** The children the part was first rendered with: what the server's HTML shows. */
  first: ReactElement | null;
  /** Whether the children have changed since (the part then renders again once hydrated). */
  changed: boolean;
  showLatest: () => void;
  /** Whether the part waits to come near the screen rather than for its turn in page order. */
  near: boolean;
  /** While such a part waits: what wakes it and holds its taps. */
  watch: NearWatch | null;
}

function WaitForTurn({ children, waiting }: { children: ReactElement; waiting: Waiting }) {
  if (hydrating) waiting.turn ??= waiting.near ? takeTurnWhenNear() : takeTurn();
  const { turn } = waiting;
  const waitingFor = turn && !turn.done ? turn.promise : null;
  if (waitingFor) waiting.first ??= children;
  if (waiting.first) waiting.changed = waiting.first !== children;
  // The page around the part may have rendered again meanwhile (the stored cart after the server's
  // empty one). Hydration keeps the server's attributes as they are, so the part hydrates with what
  // the server rendered, then renders its latest children like any update, attributes included.
  // (The effect reads `waiting`, not this render's values: Preact may run one kept from a render
  // that suspended.)
  useLayoutEffect(() => {
    if (waiting.first === null || (waiting.turn && !waiting.turn.done)) return;
    waiting.first = null;
    if (waiting.changed) waiting.showLatest();
    if (waiting.turn?.wake) {
      // Live now: the taps it held meanwhile are given to it, after its latest render. Counted in
      // the performance timeline: how many of the page's parts a visit has needed so far.
      waiting.watch?.release();
      waiting.watch = null;
      performance.mark(NEAR_PART_MARK);
    }
  });
  // Suspending while hydrating keeps the server's element as it is until the turn comes.
  if (waitingFor) throw waitingFor;
  return waiting.first ?? children;
}

/**
 * A part of a server-rendered page hydrated in its own task. Its child must render exactly one
 * element: that element is what the page keeps from the server until the part's turn.
 *
 * With `near` (the element around the part, hydrated with the page), the part's turn comes only
 * when that element comes within a screen of the visible page or is touched: a product card far
 * down a store's page costs a low-end phone nothing until the shopper scrolls towards it. A part
 * whose `near` is taken away while it waits (what the server drew no longer holds) hydrates at once.
 */
export function HydrateLater({
  children,
  near,
}: {
  children: ReactElement;
  near?: RefObject<Element | null>;
}) {
  const [, showLatest] = useReducer((renders: number) => renders + 1, 0);
  const waiting = useRef<Waiting>({
    turn: null,
    first: null,
    changed: false,
    showLatest,
    near: near !== undefined,
    watch: null,
  }).current;
  useEffect(() => {
    const { turn } = waiting;
    if (!turn?.wake || turn.done) return;
    const element = near?.current;
    if (!element) return turn.wake();
    waiting.watch = wakeWhenNear(element, turn.wake);
    return () => {
      waiting.watch?.stop();
      waiting.watch = null;
    };
  }, [waiting, near]);
  return (
    <Suspense fallback={null}>
      <WaitForTurn waiting={waiting}>{children}</WaitForTurn>
    </Suspense>
  );
}
