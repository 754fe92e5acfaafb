/**
 * Keyword lines (CR 702.1): "Flying, haste", "Flying; trample", and the keyword abilities with
 * a parameter, read as the abilities or card fields they stand for.
 */
import P from "../parsers.js";
import type { AbilityDef, Condition, Effect, Keyword } from "@fishbowl/engine";
import { CREATURE_TYPES, LAND_TYPES } from "../lexicon.js";
import { type KeywordExtra, type LinePart, keyword, lit, manaSymbols, number, oneOf } from "./base.js";
import { headNoun } from "./filters.js";
import { creatureKeyword } from "./creature-keywords.js";
import { castingKeyword, entwineKeyword, morphKeyword, replicateKeyword } from "./casting.js";

// ------------------------------------------------------------------ abilities (CR 113, 602, 603, 604, 614)

export const SACRIFICE_SELF: Effect = { kind: "sacrifice", what: { kind: "self" } };
/** "At the beginning of your upkeep, [if <condition>,] <effects>": the triggered ability a keyword stands for (CR 702.24a, 702.30a, 702.32a, 702.63a). */
export const upkeepTrigger = (text: string, effects: Effect[], condition?: Condition): AbilityDef => ({
  kind: "triggered",
  text,
  event: { kind: "beginningOfStep", step: "upkeep", yours: true },
  targets: [],
  effects,
  ...(condition ? { condition } : {}),
});

/** Keyword abilities with a parameter (CR 702): cycling, equip, kicker, flashback, buyback, outlast, bloodthirst, unearth, dredge, bushido, afflict, rampage, echo, cumulative upkeep, fading, vanishing, persist, undying. */
export const paramKeyword: P.Parser<{ keywords: Keyword[]; abilities: AbilityDef[]; extra?: KeywordExtra }> = P.alt(
  creatureKeyword, // creature-keywords.ts
  castingKeyword, // alternative costs and other casting keywords (casting.ts)
  morphKeyword,
  replicateKeyword,
  entwineKeyword,
  P.seqMap(lit("cycling "), manaSymbols, (_c, m) => ({
    keywords: [],
    abilities: [
      {
        kind: "activated",
        text: `Cycling ${m}`,
        cost: { mana: m, discardSelf: true },
        targets: [],
        effects: [{ kind: "draw", amount: 1, who: { kind: "you" } }],
      } as AbilityDef,
    ],
  })),
  P.seqMap(lit("basic landcycling "), manaSymbols, (_c, m) => ({
    keywords: [],
    abilities: [
      {
        kind: "activated",
        text: `Basic landcycling ${m}`,
        cost: { mana: m, discardSelf: true },
        targets: [],
        effects: [
          { kind: "search", filter: { types: ["Land"], supertypes: ["Basic"] }, to: "hand", tapped: false },
          { kind: "shuffle" },
        ],
      } as AbilityDef,
    ],
  })),
  // typecycling (CR 702.29e): "swampcycling {2}", "slivercycling {3}" — the type is part of the word
  P.seqMap(
    oneOf([...LAND_TYPES, ...CREATURE_TYPES].map((t) => [`${t.toLowerCase()}cycling`, t] as const)),
    lit(" "),
    manaSymbols,
    (t, _c, m) => ({
      keywords: [],
      abilities: [
        {
          kind: "activated",
          text: `${t}cycling ${m}`,
          cost: { mana: m, discardSelf: true },
          targets: [],
          effects: [{ kind: "search", filter: { subtypes: [t] }, to: "hand", tapped: false }, { kind: "shuffle" }],
        } as AbilityDef,
      ],
    }),
  ),
  // CR 702.77a: reinforce N—[cost] — "[cost], discard this card: put N +1/+1 counters on target creature" (from the hand)
  P.seqMap(lit("reinforce "), number, lit("—"), manaSymbols, (_r, n, _d, m) => ({
    keywords: [],
    abilities: [
      {
        kind: "activated",
        text: `Reinforce ${n}—${m}`,
        cost: { mana: m, discardSelf: true },
        targets: [{ text: "target creature", objects: { types: ["Creature"] }, min: 1, max: 1 }],
        effects: [{ kind: "addCounters", what: { kind: "target", index: 0 }, counter: "+1/+1", amount: n }],
      } as AbilityDef,
    ],
  })),
  P.seqMap(lit("equip "), manaSymbols, (_e, m) => ({
    keywords: [],
    abilities: [
      {
        kind: "activated",
        text: `Equip ${m}`,
        cost: { mana: m },
        targets: [
          { text: "target creature you control", objects: { types: ["Creature"], controller: "you" }, min: 1, max: 1 },
        ],
        effects: [{ kind: "attach", what: { kind: "self" }, to: { kind: "target", index: 0 } }],
        sorcery: true,
      } as AbilityDef,
    ],
  })),
  P.seqMap(lit("outlast "), manaSymbols, (_e, m) => ({
    keywords: [],
    abilities: [
      {
        kind: "activated",
        text: `Outlast ${m}`,
        cost: { mana: m, tap: true },
        targets: [],
        effects: [{ kind: "addCounters", what: { kind: "self" }, counter: "+1/+1", amount: 1 }],
        sorcery: true,
      } as AbilityDef,
    ],
  })),
  // CR 702.130a: afflict N — "whenever this creature becomes blocked, defending player loses N life"; with two players the
  // defending player is the attacker's controller's opponent (506.2)
  P.seqMap(lit("afflict "), number, (_a, n) => ({
    keywords: [],
    abilities: [
      {
        kind: "triggered",
        text: `Afflict ${n}`,
        event: { kind: "becomesBlockedSelf" },
        targets: [],
        effects: [{ kind: "loseLife", amount: n, who: { kind: "opponents" } }],
      } as AbilityDef,
    ],
  })),
  // CR 702.45a: bushido N — "whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn"
  P.seqMap(lit("bushido "), number, (_b, n) => ({
    keywords: [],
    abilities: [
      {
        kind: "triggered",
        text: `Bushido ${n}`,
        event: { kind: "blocksOrBecomesBlockedSelf" },
        targets: [],
        effects: [
          {
            kind: "modify",
            what: { kind: "self" },
            mods: [{ layer: "7c", kind: "addPT", power: n, toughness: n }],
            duration: { kind: "endOfTurn" },
          },
        ],
      } as AbilityDef,
    ],
  })),
  // CR 702.84a: unearth [cost] — from the graveyard, as a sorcery: return it, it gains haste, exile it at the beginning of
  // the next end step, and if it would leave the battlefield, exile it instead
  P.seqMap(lit("unearth "), manaSymbols, (_u, m) => ({
    keywords: [],
    abilities: [
      {
        kind: "activated",
        text: `Unearth ${m}`,
        cost: { mana: m },
        targets: [],
        sorcery: true,
        fromGraveyard: true,
        effects: [
          { kind: "putOntoBattlefield", what: { kind: "self" }, tapped: false },
          {
            kind: "modify",
            what: { kind: "last" },
            mods: [{ layer: "6", kind: "addKeywords", keywords: ["Haste"] }],
            duration: { kind: "indefinite" },
          },
          {
            kind: "delayed",
            event: { kind: "nextStep", step: "end" },
            effects: [{ kind: "exile", what: { kind: "refs" } }],
            refs: { kind: "last" },
            text: "Unearth: exile it at the beginning of the next end step.",
          },
          { kind: "exileIfLeaves", what: { kind: "last" } },
        ],
      } as AbilityDef,
    ],
  })),
  // CR 702.23a-b: rampage N — "whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature
  // blocking it beyond the first", counted as the trigger resolves
  P.seqMap(lit("rampage "), number, (_r, n) => ({
    keywords: [],
    abilities: [
      {
        kind: "triggered",
        text: `Rampage ${n}`,
        event: { kind: "becomesBlockedSelf" },
        targets: [],
        effects: [
          {
            kind: "modify",
            what: { kind: "self" },
            mods: [{ layer: "7c", kind: "addPT", power: n, toughness: n }],
            duration: { kind: "endOfTurn" },
            times: { kind: "blockersOfSelf", beyond: 1 },
          },
        ],
      } as AbilityDef,
    ],
  })),
  // CR 702.52a: dredge N, a replacement of a draw that functions from the graveyard (the engine asks, 702.52b)
  P.seqMap(lit("dredge "), number, (_d, n) => ({ keywords: [], abilities: [], extra: { dredge: n } })),
  P.seqMap(lit("bloodthirst "), number, (_b, n) => ({
    keywords: [],
    abilities: [
      { kind: "replacement", text: `Bloodthirst ${n}`, replacement: { kind: "bloodthirst", amount: n } } as AbilityDef,
    ],
  })),
  // Echo (CR 702.30a): "at the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay [cost]"
  P.seqMap(lit("echo "), manaSymbols, (_e, m) => ({
    keywords: [],
    abilities: [
      upkeepTrigger(`Echo ${m}`, [{ kind: "unlessPay", text: "sacrifice it", mana: m, otherwise: [SACRIFICE_SELF] }], {
        kind: "cameUnderControlSinceLastUpkeep",
      }),
    ],
  })),
  // Cumulative upkeep (CR 702.24a): an age counter, then pay the cost for each age counter or sacrifice it
  P.seqMap(lit("cumulative upkeep "), manaSymbols, (_e, m) => ({
    keywords: [],
    abilities: [
      upkeepTrigger(`Cumulative upkeep ${m}`, [
        { kind: "addCounters", what: { kind: "self" }, counter: "age", amount: 1 },
        { kind: "unlessPay", text: "sacrifice it", mana: m, perCounter: "age", otherwise: [SACRIFICE_SELF] },
      ]),
    ],
  })),
  // Fading N (CR 702.32a): enters with N fade counters; each upkeep remove one, or sacrifice it if you can't
  P.seqMap(lit("fading "), number, (_f, n) => ({
    keywords: [],
    abilities: [
      {
        kind: "replacement",
        text: `Fading ${n}`,
        replacement: { kind: "entersWithCounters", counters: { fade: n } },
      } as AbilityDef,
      upkeepTrigger(`Fading ${n}`, [
        { kind: "removeCounters", what: { kind: "self" }, counter: "fade", amount: 1, ifUnable: [SACRIFICE_SELF] },
      ]),
    ],
  })),
  // Vanishing N (CR 702.63a): enters with N time counters; each upkeep, if it has one, remove one; when the last is removed, sacrifice it
  P.seqMap(lit("vanishing "), number, (_f, n) => ({
    keywords: [],
    abilities: [
      {
        kind: "replacement",
        text: `Vanishing ${n}`,
        replacement: { kind: "entersWithCounters", counters: { time: n } },
      } as AbilityDef,
      upkeepTrigger(
        `Vanishing ${n}`,
        [{ kind: "removeCounters", what: { kind: "self" }, counter: "time", amount: 1 }],
        { kind: "sourceHasCounter", counter: "time" },
      ),
      {
        kind: "triggered",
        text: `Vanishing ${n}`,
        event: { kind: "lastCounterRemoved", counter: "time" },
        targets: [],
        effects: [SACRIFICE_SELF],
      } as AbilityDef,
    ],
  })),
  // Persist (CR 702.79a) and undying (702.93a): when it dies, if it had no -1/-1 (+1/+1) counters, it returns under its owner's control with one
  ...(
    [
      ["persist", "Persist", "-1/-1"],
      ["undying", "Undying", "+1/+1"],
    ] as const
  ).map(([w, name, counter]) =>
    lit(w)
      .notFollowedBy(P.regexp(/[a-z]/))
      .map(() => ({
        keywords: [],
        abilities: [
          {
            kind: "triggered",
            text: name,
            event: { kind: "selfToGraveyardFromBattlefield" },
            targets: [],
            condition: { kind: "sourceHadNoCounters", counter },
            effects: [
              {
                kind: "putOntoBattlefield",
                what: { kind: "refs" },
                tapped: false,
                ownerControls: true,
                counters: { [counter]: 1 },
              },
            ],
          } as AbilityDef,
        ],
      })),
  ),
  P.seqMap(lit("kicker "), manaSymbols.notFollowedBy(lit(" and")), (_k, m) => ({
    keywords: [],
    abilities: [],
    extra: { kicker: m },
  })),
  P.seqMap(lit("flashback "), manaSymbols, (_k, m) => ({ keywords: [], abilities: [], extra: { flashback: m } })),
  P.seqMap(lit("buyback "), manaSymbols, (_k, m) => ({ keywords: [], abilities: [], extra: { buyback: m } })),
  // "affinity for artifacts", "affinity for plains" (CR 702.41a): {1} less for each one you control
  P.seqMap(
    lit("affinity for "),
    headNoun(true).chain((h) => (h.allTypes ? P.fail("a single type") : P.succeed(h))),
    (_a, h) => ({
      keywords: [],
      abilities: [],
      extra: { affinity: { ...(h.types ? { types: h.types } : {}), ...(h.subtypes ? { subtypes: h.subtypes } : {}) } },
    }),
  ),
);
/** A keyword line: "Flying, haste", "Cycling {2}", "Flying; trample" (CR 702.1). */
export type KeywordItem = { keywords: Keyword[]; abilities: AbilityDef[]; extra?: KeywordExtra };
export const keywordLine: P.Parser<LinePart> = P.alt<KeywordItem>(
  paramKeyword,
  keyword.map((k) => ({ keywords: [k], abilities: [] as AbilityDef[] })),
)
  .sepBy1(P.alt(lit(", "), lit("; ")))
  .map((items) => {
    const extra: KeywordExtra = {};
    for (const i of items) Object.assign(extra, i.extra ?? {});
    return {
      kind: "keywords",
      keywords: items.flatMap((i) => i.keywords),
      abilities: items.flatMap((i) => i.abilities),
      ...(Object.keys(extra).length ? { extra } : {}),
    };
  });
