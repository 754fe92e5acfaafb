/**
 * Keyword actions (CR 701) read as instructions: bolster N (701.39a; 701.33a in the 2025-02-07
 * text).
 */
import P from "../parsers.js";
import { type EffB, lit, number } from "./base.js";

/** "Bolster N": put N +1/+1 counters on a creature with the least toughness among creatures you control. */
const bolster: P.Parser<EffB> = P.seqMap(lit("bolster "), number, (_b, n) => () => [{ kind: "bolster", amount: n }]);

/** The keyword actions of this file, one instruction each (hooked into `simpleEffect` by their first word). */
export const keywordAction: P.Parser<EffB> = P.alt(bolster);
/** The first words of `keywordAction`'s instructions. */
export const KEYWORD_ACTION_WORDS = ["bolster"];
