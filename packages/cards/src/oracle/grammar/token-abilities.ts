/**
 * Tokens created with abilities of their own (CR 111.3): "<trigger>, create a 1/1 colorless
 * Eldrazi Scion creature token. It has "Sacrifice this creature: Add {C}."" — "they have" for
 * several; the same sentences in an instant or sorcery. The quoted ability is read as an
 * activated ability of the token (`~` is the token). An intervening "if" isn't read here.
 */
import P from "../parsers.js";
import type { AbilityDef, Effect, TokenAbility } from "@fishbowl/engine";
import { type Ctx, type LinePart, Unsupported, lit, quoted } from "./base.js";
import { effects } from "./effects.js";
import { trigger } from "./triggers.js";
import { activatedLine } from "./abilities.js";

/** The costs a token's ability may have (`TokenAbility`). */
const TOKEN_COSTS = new Set(["mana", "tap", "sacrificeSelf"]);

/** The quoted activated ability, built as the token's (a context of its own: `~` is the token). */
const quotedAbility: P.Parser<TokenAbility> = P.seqMap(lit('"'), quoted(activatedLine), lit('"'), (_q, q) => {
  const part = q.value;
  if (part.kind !== "ability") throw new Unsupported("a token ability that isn't one activated ability");
  const a = part.build({ targets: [], it: undefined, self: { kind: "self" }, name: "~", spell: false });
  if (a.kind !== "activated" || a.sorcery || a.perTurn !== undefined || a.fromGraveyard)
    throw new Unsupported("a token ability with activation restrictions");
  if (Object.keys(a.cost).some((k) => !TOKEN_COSTS.has(k))) throw new Unsupported("a token ability's cost");
  // the ability's words, "this creature" for the token
  const words = q.text.replace(/~/g, "this creature");
  const text = words.charAt(0).toUpperCase() + words.slice(1);
  return { kind: "activated", text, cost: a.cost, targets: a.targets, effects: a.effects };
});

/**
 * The instructions with the ability given to the tokens their last instruction creates ("you may
 * create …": the optional one's); refused when they don't end by creating tokens.
 */
function withTokenAbility(es: Effect[], ability: TokenAbility): Effect[] {
  const last = es[es.length - 1];
  if (last?.kind === "createTokens")
    return [...es.slice(0, -1), { ...last, token: { ...last.token, abilities: [ability] } }];
  if (last?.kind === "optional")
    // oxlint-disable-next-line unicorn/no-thenable -- the optional instruction's "then" (CR 608.2d), no promise
    return [...es.slice(0, -1), { ...last, then: withTokenAbility(last.then, ability) }];
  throw new Unsupported('"it has …" after something other than creating tokens');
}

const hasAbility = P.seqMap(lit(" "), P.alt(lit("it has "), lit("they have ")), quotedAbility, (_s, _h, a) => a);

/** "<trigger>, <… create tokens.> It has "<ability>"" (CR 111.3, 603.1): one triggered ability for each event. */
export const tokenWithAbilityLine: P.Parser<LinePart> = P.seqMap(
  trigger,
  lit(", "),
  effects,
  hasAbility,
  (reads, _c, e, ability) => ({
    kind: "abilities",
    builds: reads.map((t) => (ctx: Ctx): AbilityDef => {
      if (t.self) ctx.self = t.self;
      if (t.thatMuch) ctx.thatMuch = t.thatMuch;
      if (t.thatPlayer) ctx.thatPlayer = t.thatPlayer;
      if (t.selfGone) ctx.selfGone = true;
      else if (!t.others) ctx.it = ctx.self;
      else ctx.eventObject = true;
      const effs = withTokenAbility(e(ctx), ability);
      if (ctx.fromGraveyard) throw new Unsupported("a trigger of a card in a graveyard");
      if (effs[0]?.kind === "conditional") throw new Unsupported("an intervening 'if' before tokens with abilities");
      return { kind: "triggered", text: "", event: t.event, targets: ctx.targets, effects: effs };
    }),
  }),
);

/** An instant's or sorcery's "<… create tokens.> They have "<ability>"" (CR 111.3, 608.2c). */
export const tokenWithAbilitySpellLine: P.Parser<LinePart> = P.seqMap(effects, hasAbility, (e, ability): LinePart => ({
  kind: "spell",
  build: (c) => {
    const effs = withTokenAbility(e(c), ability);
    if (c.fromGraveyard) throw new Unsupported("a spell's instruction about its card in a graveyard");
    return { text: "", targets: c.targets, effects: effs };
  },
}));
