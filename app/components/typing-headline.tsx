import { useEffect, useState } from "react";

const HEADLINE_WORDS = ["Sports Vehicles", "Dirt Bikes", "RVs", "Campers", "Boats", "Motorcycles", "ATVs", "UTVs"];
const TYPE_MS = 100;
const DELETE_MS = 75;
const PAUSE_AFTER_WORD_MS = 2000;
const PAUSE_AFTER_DELETE_MS = 500;

/** The next visible text and how long to wait before it, for the typing loop. */
function nextTypingStep(state: { word: number; length: number; deleting: boolean }) {
  const word = HEADLINE_WORDS[state.word]!;
  if (!state.deleting) {
    if (state.length < word.length) return { state: { ...state, length: state.length + 1 }, delay: TYPE_MS };
    return { state: { ...state, deleting: true }, delay: PAUSE_AFTER_WORD_MS };
  }
  if (state.length > 0) return { state: { ...state, length: state.length - 1 }, delay: DELETE_MS };
  return { state: { word: (state.word + 1) % HEADLINE_WORDS.length, length: 0, deleting: false }, delay: PAUSE_AFTER_DELETE_MS };
}

export function TypingHeadline() {
  const first = HEADLINE_WORDS[0]!;
  const [state, setState] = useState({ word: 0, length: first.length, deleting: false });

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let current = { word: 0, length: first.length, deleting: false };
    let timer: ReturnType<typeof setTimeout>;
    const tick = (delay: number) => {
      timer = setTimeout(() => {
        const step = nextTypingStep(current);
        current = step.state;
        setState(current);
        tick(step.delay);
      }, delay);
    };
    tick(PAUSE_AFTER_WORD_MS);
    return () => clearTimeout(timer);
  }, [first.length]);

  const text = HEADLINE_WORDS[state.word]!.slice(0, state.length);
  return (
    <>
      <span className="sr-only">Find your next Sports Vehicle</span>
      <span aria-hidden="true">
        Find Your Next{" "}
        <span className="block min-h-[1.2em] text-brand-500" data-testid="typing-word">
          {text}
          <span className="ml-0.5 inline-block w-[3px] animate-pulse bg-brand-500 align-baseline">&nbsp;</span>
        </span>
      </span>
    </>
  );
}
