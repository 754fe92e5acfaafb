/**
 * What the Compare view and its Web Worker (compare.worker.ts) exchange: a comparison of two
 * aligned lists on paired games (`@fishbowl/compare`, the pairing and stop rule `fishbowl
 * compare` uses), the running pair tally and why it stopped.
 */
import type { PairTally, StopReason, StopRule } from "@fishbowl/compare";
import type { GoldfishJob } from "@fishbowl/compare/play";

/** View → worker: play `a` and `b` (aligned with `alignDecks`, same seed and turn limit) under `rule`. Plain data. */
export interface CompareJob {
  readonly a: GoldfishJob;
  readonly b: GoldfishJob;
  readonly rule: StopRule;
}

/** Worker → view messages: the tally so far (about every 100 ms), the final tally, or a failure. */
export type CompareMessage =
  | { readonly kind: "progress"; readonly tally: PairTally }
  | { readonly kind: "done"; readonly tally: PairTally; readonly stopped: StopReason }
  | { readonly kind: "error"; readonly message: string };
