/**
 * Instructions that move objects (CR 608.2c): destroy (701.7), exile (701.11), return to a hand
 * or from a graveyard to the battlefield, put on a library (401.4), sacrifice (701.17), and
 * counter a spell (701.5).
 */
import P from "../parsers.js";
import type { Effect, ObjectFilter, Ref } from "@fishbowl/engine";
import { type Ctx, type EffB, Unsupported, lit, manaSymbols, number, one, opt } from "./base.js";
import { describe, mayBeAura, objects } from "./filters.js";
import { allObjects, multiTargetPhrase, objectRef, playerRef, pronoun, selfRef, spellTargetPhrase } from "./refs.js";

export const destroy: P.Parser<EffB> = P.seqMap(
  lit("destroy "),
  P.alt(multiTargetPhrase, allObjects, objectRef),
  (_d, what) => one((c) => ({ kind: "destroy", what: what(c) })),
);
export const exile: P.Parser<EffB> = P.seqMap(
  lit("exile "),
  P.alt(multiTargetPhrase, allObjects, objectRef),
  (_d, what) =>
    one((c) => {
      const w = what(c);
      c.lastExiled = w;
      return { kind: "exile", what: w };
    }),
);

export const bounce: P.Parser<EffB> = P.alt(
  // "{2}{B}: Return ~ from your graveyard to your hand.": an ability of the card in the graveyard (CR 113.6b)
  lit("return ~ from your graveyard to your hand").map(() =>
    one((c) => {
      c.fromGraveyard = true;
      return { kind: "returnToHand", what: { kind: "self" } };
    }),
  ),
  P.seqMap(lit("return "), objectRef, P.alt(lit(" to its owner's hand"), lit(" to your hand")), (_r, what) =>
    one((c) => ({ kind: "returnToHand", what: what(c) })),
  ),
  P.seqMap(
    lit("return "),
    allObjects,
    P.alt(lit(" to their owners' hands"), lit(" to its owner's hand"), lit(" to their owner's hand")),
    (_r, what) => one((c) => ({ kind: "returnToHand", what: what(c) })),
  ),
  // "return up to two target creatures to their owners' hands", "… cards from your graveyard to your hand"
  P.seqMap(
    lit("return "),
    multiTargetPhrase,
    P.alt(lit(" to their owners' hands"), lit(" to their owner's hand"), lit(" to your hand")),
    (_r, what) => one((c) => ({ kind: "returnToHand", what: what(c) })),
  ),
  // "return a land you control to its owner's hand": chosen on resolution, not targeted (CR 608.2d)
  P.seqMap(lit("return "), P.alt(lit("an "), lit("a ")), objects(false), lit(" to its owner's hand"), (_r, _a, f) => {
    if (f.controller !== "you") return null;
    return (): Effect[] => [
      { kind: "choose", text: `a ${describe(f)} to return to its owner's hand`, filter: f, count: 1 },
      { kind: "returnToHand", what: { kind: "last" } },
    ];
  }).chain((b) => (b ? P.succeed(b) : P.fail("a chosen permanent you control"))),
);

/**
 * "Return target creature card from your graveyard to the battlefield [tapped]", "put target
 * creature card from a graveyard onto the battlefield under your control", "when ~ dies, return
 * it to the battlefield under its owner's control": a card from a graveyard onto the battlefield,
 * under the control of the player who puts it there unless the text says its owner's (CR
 * 110.2a). "Return the exiled card to the battlefield under its owner's control", after "when ~
 * leaves the battlefield": the card the source's linked ability exiled (CR 607.2a).
 */
export const toBattlefield: P.Parser<EffB> = P.seqMap(
  P.alt(
    P.seqMap(lit("return "), P.alt(objectRef, multiTargetPhrase), lit(" to the battlefield"), (_r, what) => what),
    P.seqMap(lit("put "), P.alt(objectRef, multiTargetPhrase), lit(" onto the battlefield"), (_r, what) => what),
    P.alt(lit("return the exiled card to the battlefield"), lit("return the exiled cards to the battlefield")).map(
      () =>
        (c: Ctx): Ref => {
          if (!c.selfGone) throw new Unsupported("'the exiled card' outside a leaves-the-battlefield trigger");
          c.exiledCard = true;
          return { kind: "refs" };
        },
    ),
    // "… return ~ from your graveyard to the battlefield": an ability of the card in the graveyard (CR 113.6b)
    lit("return ~ from your graveyard to the battlefield").map(() => (c: Ctx): Ref => {
      c.fromGraveyard = true;
      return { kind: "self" };
    }),
    // "exile target creature you control, then return that card to the battlefield …": what was just exiled
    P.alt(lit("return that card to the battlefield"), lit("return those cards to the battlefield")).map(
      () =>
        (c: Ctx): Ref => {
          if (!c.lastExiled) throw new Unsupported("'that card' without an exiled card");
          return { kind: "last" };
        },
    ),
  ),
  opt(lit(" tapped")),
  opt(
    P.alt(
      lit(" under your control").map(() => "you" as const),
      P.alt(
        lit(" under its owner's control"),
        lit(" under their owners' control"),
        lit(" under their owner's control"),
      ).map(() => "owner" as const),
    ),
  ),
  (what, tapped, under) =>
    one((c): Effect => {
      let r = what(c);
      const t = r.kind === "target" ? c.targets[r.index ?? c.targets.length - 1] : undefined;
      // a permanent just exiled ("exile it, then return it"): the card it became in exile (CR 400.7)
      if (
        JSON.stringify(c.lastExiled) === JSON.stringify(r) &&
        (r.kind === "self" || (t && t.objects?.zone !== "graveyard"))
      )
        r = { kind: "last" };
      // a card in a graveyard (a target there, or the card a dies trigger left), the exiled card, or what was just exiled
      const fromGraveyard =
        r.kind === "target"
          ? t?.objects?.zone === "graveyard"
          : r.kind === "refs" || r.kind === "last" || (r.kind === "self" && !!c.fromGraveyard);
      if (!fromGraveyard) throw new Unsupported("onto the battlefield from anywhere but a graveyard or exile");
      // what was exiled: the target, the group, or (with "that card") what the exile instruction named
      const exiled = r.kind === "last" ? c.lastExiled : undefined;
      const source =
        exiled?.kind === "target"
          ? c.targets[exiled.index ?? c.targets.length - 1]?.objects
          : exiled?.kind === "all"
            ? exiled.filter
            : t?.objects;
      if (source && mayBeAura(source)) throw new Unsupported("an Aura onto the battlefield (CR 303.4f)");
      if (c.exiledCard && under !== "owner") throw new Unsupported("the exiled card under another's control");
      // "… to the battlefield. Put a +1/+1 counter on it.": the permanent it became (CR 400.7), the instruction's result
      c.it = { kind: "last" };
      return {
        kind: "putOntoBattlefield",
        what: r,
        tapped: !!tapped,
        ...(under === "owner" ? { ownerControls: true } : {}),
      };
    }),
);
/** "Put target creature on top of its owner's library" / "on the bottom of …" (CR 401.4). */
export const putOnLibrary: P.Parser<EffB> = P.seqMap(
  lit("put "),
  P.alt(multiTargetPhrase, objectRef),
  P.alt(
    lit(" on top of its owner's library").map(() => false),
    lit(" on the bottom of its owner's library").map(() => true),
    // a card from your graveyard: its owner's library is yours
    lit(" on top of your library").map(() => "yours" as const),
  ),
  (_p, what, bottom) =>
    one((c): Effect => {
      const r = what(c);
      if (bottom === "yours") {
        // several cards: put there in the order their owner (you) chose them (CR 401.4)
        const t = r.kind === "target" ? c.targets[r.index ?? c.targets.length - 1] : undefined;
        if (t?.objects?.zone !== "graveyard" || t.objects.controller !== "you")
          throw new Unsupported("'your library' for a card you may not own");
        return { kind: "putOnLibrary", what: r };
      }
      if (r.kind === "target" && r.index === undefined) throw new Unsupported("several objects on a library");
      return { kind: "putOnLibrary", what: r, ...(bottom ? { bottom } : {}) };
    }),
);

/** "a creature", "an artifact", "two lands": what a player chooses to sacrifice, and how many. */
const sacrificed: P.Parser<{ f: ObjectFilter; n: number }> = P.alt(
  P.seqMap(P.alt(lit("an "), lit("a ")), objects(false), (_a, f) => ({ f, n: 1 })),
  P.seqMap(
    number.chain((n) => (n >= 2 ? P.succeed(n) : P.fail("two or more"))),
    lit(" "),
    objects(true),
    (n, _s, f) => ({ f, n }),
  ),
);
/**
 * The player chooses the permanents as the instruction resolves, among those they control
 * (CR 701.17a, 608.2d), then sacrifices them. "Another" isn't read: the choice can't leave the
 * source out.
 */
const chooseAndSacrifice = (f: ObjectFilter, n: number, chooser?: Ref): Effect[] => [
  {
    kind: "choose",
    text: `${n === 1 ? "a" : n} ${(f.types ?? ["permanent"]).join(" or ").toLowerCase()}${n === 1 ? "" : "s"} to sacrifice`,
    filter: { ...f, controller: "you" },
    count: n,
    ...(chooser ? { chooser } : {}),
  },
  { kind: "sacrifice", what: { kind: "last" } },
];
/** "target player sacrifices a creature", "each player sacrifices a creature", "each opponent sacrifices two lands", "sacrifice a creature", "sacrifice ~" (CR 701.17a). */
export const sacrifice: P.Parser<EffB> = P.alt(
  // "each player sacrifices a creature": each chooses among their own in turn order, then all are
  // sacrificed at once (CR 101.4, 701.17a)
  P.seqMap(lit("each player sacrifices "), sacrificed, (_s, x) => (): Effect[] => {
    if (x.f.controller) throw new Unsupported("a controller beside the player who sacrifices");
    const [mine, sac] = chooseAndSacrifice(x.f, x.n) as [Effect & { kind: "choose" }, Effect];
    return [mine, { ...mine, chooser: { kind: "opponents" }, also: true }, sac];
  }),
  P.seqMap(playerRef, lit(" sacrifices "), sacrificed, (who, _s, x) => (c: Ctx): Effect[] => {
    if (x.f.controller) throw new Unsupported("a controller beside the player who sacrifices");
    return chooseAndSacrifice(x.f, x.n, who(c));
  }),
  P.seqMap(lit("sacrifice "), P.alt(selfRef, pronoun), (_s, what) =>
    one((c) => ({ kind: "sacrifice", what: what(c) })),
  ),
  P.seqMap(lit("sacrifice "), sacrificed, (_s, x) => (): Effect[] => {
    if (x.f.controller) throw new Unsupported("a controller beside the player who sacrifices");
    return chooseAndSacrifice(x.f, x.n);
  }),
);
/**
 * "Counter target spell." and "Counter target spell unless its controller pays {N}." (CR 701.5a,
 * 118.12): only spells (an activated ability isn't one), and only a fixed amount of mana ("pays
 * {X}", "pays {1} for each …" are refused).
 */
export const counterSpell: P.Parser<EffB> = P.seqMap(
  lit("counter "),
  spellTargetPhrase,
  opt(
    P.seqMap(
      lit(" unless its controller pays "),
      manaSymbols.chain((m) => (/X/.test(m) ? P.fail("a fixed cost") : P.succeed(m))),
      (_u, m) => m,
    ),
  ),
  (_c, what, unless) =>
    (c: Ctx): Effect[] => [{ kind: "counter", what: what(c), ...(unless ? { unlessPays: unless } : {}) }],
);
