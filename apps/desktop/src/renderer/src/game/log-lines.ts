/**
 * The game log as the table shows it: the engine's lines (which the game file and the engine
 * keep as they are) made shorter to read. A manual action's own line comes before what it
 * caused ("Manually moved Mountain to battlefield", then "Mountain enters the battlefield");
 * the tokens a manual "create" makes are folded into its line; identical lines in a row are one
 * line with a count ("Goblin enters the battlefield ×10"); the attack line counts identical
 * names ("You attack with Spike Drone, Goblin ×10"); and "a Elemental" reads "an Elemental".
 */
import { pluralized } from "./wording.js";

/** One line of the shown log: its text, and the engine's lines `start` (inclusive) to `end` (exclusive) it stands for. */
export interface LogEntry {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

const ENTERS = /^(.+?) enters the battlefield/;
const MOVED = /^Manually moved (.+?) to battlefield$/;
const CREATED = /^Manually created (\d+|an?) (.+?) tokens?$/;
const ATTACK = /^(You attack with )(.+)$/;

/** The engine's `lines` with each "X enters the battlefield" that a "Manually moved X to battlefield" line follows (no break between) put after that line. */
function manualFirst(lines: readonly string[], breaks: ReadonlySet<number>): { text: string; at: number }[] {
  const out = lines.map((text, at) => ({ text, at }));
  for (let i = 0; i + 1 < out.length; i++) {
    if (breaks.has(i + 1)) continue;
    const name = ENTERS.exec(out[i]!.text)?.[1];
    if (name !== undefined && MOVED.exec(out[i + 1]!.text)?.[1] === name) {
      [out[i], out[i + 1]] = [out[i + 1]!, out[i]!];
      i++;
    }
  }
  return out;
}

/** "You attack with A, B, B" as "You attack with A, B ×2" (names in the order they first come). */
function attackLine(text: string): string {
  const m = ATTACK.exec(text);
  if (m === null) return text;
  const counts = new Map<string, number>();
  for (const name of m[2]!.split(", ")) counts.set(name, (counts.get(name) ?? 0) + 1);
  return m[1] + [...counts].map(([name, n]) => (n === 1 ? name : `${name} ×${n}`)).join(", ");
}

/** A line's words made right for display: "an" before a vowel in a manual creation, plurals, the attack line's counts. */
function worded(text: string): string {
  return attackLine(pluralized(text.replace(/^(Manually created) a (?=[AEIO])/, "$1 an ")));
}

/**
 * The shown log of the engine's `lines` (see the module comment). No entry spans a position of
 * `breaks` (a line count where something is shown between lines, such as a refusal), so what is
 * shown after line `at` is shown after the entry whose `end` is `at`.
 */
export function logEntries(lines: readonly string[], breaks: ReadonlySet<number> = new Set()): LogEntry[] {
  const ordered = manualFirst(lines, breaks);
  // one entry per line, a manual creation taking its tokens' "enters the battlefield" lines just after it
  const single: { text: string; start: number; end: number }[] = [];
  let i = 0;
  while (i < ordered.length) {
    const { text } = ordered[i]!;
    let end = i + 1;
    const token = CREATED.exec(text)?.[2];
    if (token !== undefined)
      while (end < ordered.length && !breaks.has(end) && ordered[end]!.text === `${token} enters the battlefield`)
        end++;
    single.push({ text: worded(text), start: i, end });
    i = end;
  }
  // identical entries in a row (six Goblins made one at a time, ten lands tapped) as one, with a count
  const out: (LogEntry & { n: number; base: string })[] = [];
  for (const e of single) {
    const last = out.at(-1);
    if (last !== undefined && last.base === e.text && !breaks.has(e.start))
      out[out.length - 1] = { ...last, end: e.end, n: last.n + 1, text: `${last.base} ×${last.n + 1}` };
    else out.push({ ...e, n: 1, base: e.text });
  }
  return out.map(({ text, start, end }) => ({ text, start, end }));
}
