/**
 * Targets and references (CR 115, 608.2c): "target creature", "any target", "up to one target
 * …", "it", "that creature", `~`, "enchanted creature", "all creatures", and the players an
 * instruction acts on ("you", "each opponent", "target player", "that player").
 */
import P from "../parsers.js";
import type { ObjectFilter, Ref, TargetSpec } from "@fishbowl/engine";
import { type B, type Ctx, Unsupported, constB, lit, number, oneOf, opt, quoted } from "./base.js";
import { adjectives, graveyardCard, graveyardCards, headList, objects } from "./filters.js";

// ------------------------------------------------------------------ targets and references (CR 115)

export function allocTarget(spec: TargetSpec): B<Ref> {
  return (c) => {
    c.targets.push(spec);
    const r: Ref = { kind: "target", index: c.targets.length - 1 };
    c.it = r;
    return r;
  };
}

/**
 * "target spell", "target creature spell", "target noncreature spell", "target instant or
 * sorcery spell", "target red spell": a spell on the stack (CR 115.1, 701.5a). Read only after
 * "counter" — other instructions on spells (returning one to its hand) aren't implemented.
 */
export const spellTargetPhrase: P.Parser<B<Ref>> = quoted(
  P.seqMap(
    lit("target "),
    adjectives,
    opt(headList(false).skip(lit(" "))),
    lit("spell").notFollowedBy(P.regexp(/[a-z]/)),
    (_t, adjs, head) => {
      let f: ObjectFilter = { ...head };
      for (const a of adjs) f = a(f);
      return f;
    },
  ),
).map(({ value, text }) => allocTarget({ text, objects: { ...value, zone: "stack" }, min: 1, max: 1 }));

/** "target <object>", "another target …", "up to one target …", "any target", "target player/opponent" (CR 115.1, 115.4). */
export const targetPhrase: P.Parser<B<Ref>> = P.alt(
  lit("any target").map(() =>
    allocTarget({
      text: "any target",
      objects: { types: ["Creature", "Planeswalker", "Battle"] },
      players: true,
      min: 1,
      max: 1,
    }),
  ),
  lit("target creature or player").map(() =>
    allocTarget({ text: "target creature or player", objects: { types: ["Creature"] }, players: true, min: 1, max: 1 }),
  ),
  lit("target player or planeswalker").map(() =>
    allocTarget({
      text: "target player or planeswalker",
      objects: { types: ["Planeswalker"] },
      players: true,
      min: 1,
      max: 1,
    }),
  ),
  lit("target player").map(() => allocTarget({ text: "target player", players: true, min: 1, max: 1 })),
  lit("target opponent or planeswalker").map(() =>
    allocTarget({
      text: "target opponent or planeswalker",
      objects: { types: ["Planeswalker"] },
      players: "opponent",
      min: 1,
      max: 1,
    }),
  ),
  lit("target opponent").map(() => allocTarget({ text: "target opponent", players: "opponent", min: 1, max: 1 })),
  quoted(P.seqMap(lit("target "), graveyardCard, (_t, f) => f)).map(({ value, text }) =>
    allocTarget({ text, objects: value, min: 1, max: 1 }),
  ),
  quoted(P.seqMap(lit("up to one target "), objects(false), (_t, f) => f)).map(({ value, text }) =>
    allocTarget({ text, objects: value, min: 0, max: 1 }),
  ),
  // "another target creature": other than the source (CR 109.2); after another target of the same
  // ability it means other than that one too (CR 115.3), which a target requirement can't say: refused
  quoted(P.seqMap(lit("another target "), objects(false), (_t, f) => f)).map(({ value, text }) => (c: Ctx): Ref => {
    if (c.targets.length > 0 || c.spell) throw new Unsupported("'another target' after another target");
    return allocTarget({ text, objects: { ...value, other: true }, min: 1, max: 1 })(c);
  }),
  // "target creature defending player controls": in an attack trigger, the opponent's (CR 506.2); "target
  // artifact that player controls" after "deals combat damage to a player": the player dealt damage, an opponent
  quoted(
    P.seqMap(
      lit("target "),
      objects(false),
      P.alt(lit(" defending player controls"), lit(" that player controls")),
      (_t, f) => f,
    ),
  ).map(({ value, text }) => (c: Ctx): Ref => {
    if (c.thatPlayer?.kind !== "opponents" || value.controller)
      throw new Unsupported("'defending player controls' outside an attack");
    return allocTarget({ text, objects: { ...value, controller: "opponent" }, min: 1, max: 1 })(c);
  }),
  quoted(P.seqMap(lit("target "), objects(false), (_t, f) => f)).map(({ value, text }) =>
    allocTarget({ text, objects: value, min: 1, max: 1 }),
  ),
);

/** The most targets "any number of target …" allows (the engine asks for a finite number). */
const ANY_NUMBER = 99;
/** How many targets: "up to two", "two", "one or two", "any number of" (CR 115.1, 601.2c). */
const targetCount: P.Parser<{ min: number; max: number }> = P.alt(
  P.seqMap(
    lit("up to "),
    number.chain((n) => (n >= 2 ? P.succeed(n) : P.fail("two or more"))),
    (_u, n) => ({ min: 0, max: n }),
  ),
  lit("any number of").map(() => ({ min: 0, max: ANY_NUMBER })),
  lit("one or two").map(() => ({ min: 1, max: 2 })),
  number.chain((n) => (n >= 2 ? P.succeed({ min: n, max: n }) : P.fail("two or more"))),
);
/**
 * "up to two target creatures", "two target lands", "any number of target creatures", "up to
 * two target creature cards from your graveyard", "up to two other target creatures": one
 * target requirement for several objects, referred to as all the chosen targets. The compiler
 * keeps such a requirement only as the one target of its ability or spell (see compile.ts):
 * the engine's "the targets" are all of them.
 */
export const multiTargetPhrase: P.Parser<B<Ref>> = quoted(
  P.seqMap(
    targetCount,
    P.alt(
      lit(" other target ").map(() => true),
      lit(" target ").map(() => false),
    ),
    P.alt(graveyardCards(true), objects(true)),
    (n, other, f) => ({ n, f: other ? { ...f, other: true } : f }),
  ),
).map(({ value, text }) => (c: Ctx): Ref => {
  if (value.f.other && (c.targets.length > 0 || c.spell)) throw new Unsupported("'other target' after another target");
  c.targets.push({ text, objects: value.f, min: value.n.min, max: value.n.max });
  const r: Ref = { kind: "target" };
  c.them = r;
  c.it = undefined; // "it" can't name one of several
  return r;
});

/** "it", "that creature", "that permanent" — the last target, or the source (CR 608.2c). */
export const pronoun: P.Parser<B<Ref>> = P.alt(lit("it"), lit("that creature"), lit("that permanent"), lit("that land"))
  .notFollowedBy(P.regexp(/[a-z']/))
  .map(() => (c: Ctx) => {
    if (!c.it) throw new Unsupported("'it' without antecedent");
    return c.it;
  });
export const selfRef: P.Parser<B<Ref>> = lit("~").map(() => (c: Ctx) => {
  if (c.selfGone) throw new Unsupported("~ after it left the battlefield");
  c.it = c.self;
  return c.self;
});
/** One object acted on: a target, a pronoun, or `~`. */
/** "enchanted creature", "equipped creature": what the source Aura or Equipment is attached to. */
export const attachedRef: P.Parser<B<Ref>> = P.alt(
  lit("enchanted creature"),
  lit("equipped creature"),
  lit("enchanted permanent"),
  lit("enchanted land"),
).map(() => (c: Ctx): Ref => {
  // once the Aura or Equipment has left the battlefield it is attached to nothing (CR 400.7)
  if (c.selfGone) throw new Unsupported("what ~ was attached to, after it left the battlefield");
  c.it = { kind: "attachedTo" };
  return c.it;
});
export const objectRef: P.Parser<B<Ref>> = P.alt(targetPhrase, selfRef, attachedRef, pronoun);
/** Several objects: "all creatures", "each creature you control", "all artifacts and enchantments". */
export const allRef =
  (r: Ref): B<Ref> =>
  (c) => {
    c.them = r;
    return r;
  };
export const allObjects: P.Parser<B<Ref>> = P.alt(
  P.seqMap(lit("all other "), objects(true), (_a, f) => allRef({ kind: "all", filter: { ...f, other: true } })),
  P.seqMap(lit("all "), objects(true), (_a, f) => allRef({ kind: "all", filter: f })),
  P.seqMap(lit("each other "), objects(false), (_a, f) => allRef({ kind: "all", filter: { ...f, other: true } })),
  P.seqMap(lit("each "), objects(false), (_a, f) => allRef({ kind: "all", filter: f })),
);
/** A player acted on: you, a target player, each opponent. */
export const playerRef: P.Parser<B<Ref>> = P.alt(
  lit("you")
    .notFollowedBy(P.regexp(/[a-z']/))
    .map(() => constB<Ref>({ kind: "you" })),
  lit("each opponent").map(() => constB<Ref>({ kind: "opponents" })),
  lit("target player").map(() => allocTarget({ text: "target player", players: true, min: 1, max: 1 })),
  lit("target opponent").map(() => allocTarget({ text: "target opponent", players: "opponent", min: 1, max: 1 })),
  // "target player or planeswalker … that player or that planeswalker's controller": the player, or the planeswalker's controller
  lit("that player or that planeswalker's controller").map(() => (c: Ctx): Ref => {
    const t = c.it?.kind === "target" ? c.targets[c.it.index ?? -1] : undefined;
    if (!t?.players || JSON.stringify(t.objects) !== '{"types":["Planeswalker"]}')
      throw new Unsupported("'that player or that planeswalker's controller' without one");
    return { kind: "controllerOf", ref: c.it! };
  }),
  // "that creature's controller", "that land's controller": the controller of the target the sentence named
  P.seqMap(
    lit("that "),
    oneOf([
      ["creature", "Creature"],
      ["land", "Land"],
      ["artifact", "Artifact"],
      ["enchantment", "Enchantment"],
      ["permanent", "permanent"],
    ] as const),
    lit("'s controller"),
    (_t, kind) =>
      (c: Ctx): Ref => {
        const t = c.it?.kind === "target" ? c.targets[c.it.index ?? -1] : undefined;
        const types = t?.objects?.types;
        const named = kind === "permanent" ? !!t?.objects && t.objects.zone === undefined : !!types?.includes(kind);
        if (!named || t!.players) throw new Unsupported("'that creature's controller' without a creature");
        return { kind: "controllerOf", ref: c.it! };
      },
  ),
  // "target player … that player"; else the player the trigger names ("deals combat damage to a player")
  lit("that player").map(() => (c: Ctx) => {
    const t = c.it?.kind === "target" ? c.targets[c.it.index ?? -1] : undefined;
    if (t?.players && !t.objects) return c.it!;
    if (c.thatPlayer) return c.thatPlayer;
    throw new Unsupported("'that player' without a player");
  }),
  // the player the source attacks (CR 506.2), named only by an attack trigger
  lit("defending player").map(() => (c: Ctx) => {
    if (!c.thatPlayer) throw new Unsupported("'defending player' outside an attack");
    return c.thatPlayer;
  }),
  lit("its controller").map(() => (c: Ctx): Ref => {
    if (!c.it) throw new Unsupported("'its controller' without antecedent");
    return { kind: "controllerOf", ref: c.it };
  }),
);
