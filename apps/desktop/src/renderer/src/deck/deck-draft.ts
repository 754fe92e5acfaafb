/**
 * The draft of the deck being edited: its unsaved text, kept beside the stored decks (in the
 * page's localStorage, one key written whole with each edit, so a reload or a closed window never
 * finds half of it) until it is saved, reverted or discarded; the editor offers it back when the
 * deck is opened again ("Unsaved changes to X were kept — Restore / Discard"). One draft at a
 * time: the editor has one deck open.
 */

/** The localStorage key of the draft. */
export const DRAFT_KEY = "fishbowl.deckDraft";

/** A deck's unsaved text, and the stored text it was edited from. */
export interface DeckDraft {
  readonly name: string;
  readonly text: string;
  readonly base: string;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // no storage (a locked-down browser): no draft
  }
}

/** The draft kept, or `null` (none, or not one this module wrote). */
export function readDraft(): DeckDraft | null {
  try {
    const raw = storage()?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<DeckDraft> | null;
    return d && typeof d.name === "string" && typeof d.text === "string" && typeof d.base === "string"
      ? { name: d.name, text: d.text, base: d.base }
      : null;
  } catch {
    return null;
  }
}

/** Keeps `text` as the draft of deck `name`, edited from the stored `base` (replacing any draft). */
export function keepDraft(name: string, text: string, base: string): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify({ name, text, base }));
  } catch {
    // storage full or refused: the edit still lives in the page, only not across a reload
  }
}

/** Drops the draft of deck `name` (any other deck's draft stays). */
export function dropDraft(name: string): void {
  if (readDraft()?.name !== name) return;
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // nothing to drop
  }
}

/** The draft of deck `name` worth offering when its stored text is `stored`: kept and different, else `null`. */
export function draftFor(name: string, stored: string): DeckDraft | null {
  const d = readDraft();
  return d !== null && d.name === name && d.text !== stored ? d : null;
}

/**
 * While the page is closing or reloading, asks the browser to confirm when `unsaved()` (the
 * `beforeunload` prompt). Returns the function that stops asking. For a plain browser only: in
 * Electron a cancelled unload would keep the window from closing without a word.
 */
export function warnOnUnload(unsaved: () => boolean): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent): void => {
    if (!unsaved()) return;
    event.preventDefault();
    event.returnValue = ""; // older browsers ask only when a value is set
  };
  globalThis.addEventListener?.("beforeunload", onBeforeUnload);
  return () => globalThis.removeEventListener?.("beforeunload", onBeforeUnload);
}
