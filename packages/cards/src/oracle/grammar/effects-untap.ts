/**
 * "It doesn't untap during its controller's next untap step", "that creature doesn't untap
 * during its controller's next untap step" (CR 502.3): the permanent stays tapped through one
 * untap step of its controller.
 */
import P from "../parsers.js";
import type { Effect } from "@fishbowl/engine";
import { type Ctx, type EffB, lit } from "./base.js";
import { objectRef } from "./refs.js";

/** "<it / that creature / target creature> doesn't untap during its controller's next untap step". */
export const skipNextUntap: P.Parser<EffB> = P.seqMap(
  objectRef,
  lit(" doesn't untap during its controller's next untap step"),
  (what) =>
    (c: Ctx): Effect[] => [{ kind: "skipNextUntap", what: what(c) }],
);
