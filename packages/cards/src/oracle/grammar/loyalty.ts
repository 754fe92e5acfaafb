/**
 * Loyalty abilities of planeswalkers (CR 606): "[+1]: Draw a card.", "[−2]: …", "[0]: …",
 * "[−X]: …" (older wordings without the brackets, "+1: …", read the same). Each is an activated
 * ability whose cost is the loyalty symbol (606.4); the engine activates it only as a sorcery,
 * once a turn for its permanent (606.3). Its effect is any instruction sequence the activated
 * abilities read. A loyalty ability is never a mana ability (605.1a), so one that adds mana is
 * refused rather than played as one.
 */
import P from "../parsers.js";
import type { AbilityDef, CostDef } from "@fishbowl/engine";
import { type Ctx, type LinePart, Unsupported, lit } from "./base.js";
import { effects } from "./effects.js";

/** The loyalty symbol: "+N", "−N" (a minus sign or a hyphen), "0", "−X"; in brackets or not (CR 606.4, 107.3). */
const loyaltySymbol: P.Parser<CostDef> = P.alt(
  P.regexp(/\[([-+−]?)(\d+)\]|([-+−])(\d+)|(0)(?=:)/).map((m): CostDef => {
    const r = /\[([-+−]?)(\d+)\]|([-+−])(\d+)|0/.exec(m)!;
    const sign = r[1] ?? r[3] ?? "";
    const n = Number(r[2] ?? r[4] ?? 0);
    if (n !== 0 && sign === "") throw new Unsupported("a loyalty number without its sign");
    return { loyalty: sign === "+" ? n : -n || 0 };
  }),
  P.regexp(/\[[-−]x\]|[-−]x(?=:)/).map((): CostDef => ({ loyalty: -1, loyaltyX: true })),
);

/** "[+1]: <instructions>" — a loyalty ability (CR 606.2, 606.4). */
export const loyaltyLine: P.Parser<LinePart> = P.seqMap(loyaltySymbol, lit(": "), effects, (cost, _c, e) => ({
  kind: "ability",
  build: (ctx: Ctx): AbilityDef => {
    const eff = e(ctx);
    if (eff.some((x) => x.kind === "addMana"))
      throw new Unsupported("a loyalty ability that adds mana (not a mana ability, CR 605.1a)");
    if (ctx.fromGraveyard) throw new Unsupported("a loyalty ability about its card in a graveyard");
    return { kind: "activated", text: "", cost, targets: ctx.targets, effects: eff };
  },
}));

/**
 * The planeswalker's intrinsic entry replacement (CR 306.5b): it enters with as many loyalty
 * counters as its printed loyalty. Returns the ability, or the reason it can't be given (no
 * printed loyalty, or one that is no number, such as "X"; `printedLoyalty` is the catalog's text). A loyalty ability on a card that is
 * no planeswalker is refused (the reason is returned for each such ability).
 */
export function planeswalkerCheck(
  isPlaneswalker: boolean,
  printedLoyalty: string | undefined,
  abilities: readonly AbilityDef[],
): { entry?: AbilityDef; problems: string[] } {
  const problems: string[] = [];
  if (!isPlaneswalker) {
    for (const a of abilities)
      if (a.kind === "activated" && a.cost.loyalty !== undefined)
        problems.push("a loyalty ability on a non-planeswalker");
    return { problems };
  }
  const loyalty = Number(printedLoyalty);
  if (printedLoyalty === undefined || !/^\d+$/.test(printedLoyalty))
    return { problems: ["a planeswalker without a printed loyalty number"] };
  return {
    entry: {
      kind: "replacement",
      text: `(enters with ${loyalty} loyalty counter${loyalty === 1 ? "" : "s"}, CR 306.5b)`,
      replacement: { kind: "entersWithCounters", counters: { loyalty } },
    },
    problems,
  };
}
