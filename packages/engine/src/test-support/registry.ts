/**
 * A small card registry for the engine's own unit tests (the engine's tests must not import
 * @fishbowl/cards). The cards are invented, named after what they test, and written with the
 * engine's vocabulary directly. Not part of the build (see tsconfig `exclude`).
 */
import type { CardRegistry } from "../core/context.js";
import type { AbilityDef, CardDefinition, TargetSpec } from "../state/vocabulary/index.js";

const tapFor = (color: string): AbilityDef => ({
  kind: "activated",
  text: `{T}: Add {${color}}.`,
  cost: { tap: true },
  targets: [],
  effects: [{ kind: "addMana", choices: [color] }],
});
const basic = (name: string, color: string): CardDefinition => ({
  name,
  manaCost: null,
  supertypes: ["Basic"],
  types: ["Land"],
  subtypes: [name],
  oracleText: `({T}: Add {${color}}.)`,
  abilities: [tapFor(color)],
});
const anyTarget: TargetSpec = { text: "any target", objects: { types: ["Creature"] }, players: true, min: 1, max: 1 };
const landYouControl: TargetSpec = {
  text: "target land you control",
  objects: { types: ["Land"], controller: "you" },
  min: 1,
  max: 1,
};
const anyLand: TargetSpec = { text: "target land", objects: { types: ["Land"] }, min: 1, max: 1 };
const permanent: TargetSpec = { text: "target permanent", objects: {}, min: 1, max: 1 };

/** Test cards by name. */
export const TEST_CARDS: CardDefinition[] = [
  {
    name: "Sacrifice Altar",
    manaCost: "{2}",
    types: ["Artifact"],
    oracleText: "{2}, {T}, Sacrifice a creature: Draw a card.",
    abilities: [
      {
        kind: "activated",
        text: "{2}, {T}, Sacrifice a creature: Draw a card.",
        cost: { mana: "{2}", tap: true, sacrifice: { filter: { types: ["Creature"] }, count: 1 } },
        targets: [],
        effects: [{ kind: "draw", amount: 1, who: { kind: "you" } }],
      },
    ],
  },
  {
    name: "Hungry Ghoul",
    manaCost: "{B}",
    types: ["Creature"],
    subtypes: ["Zombie"],
    power: 1,
    toughness: 1,
    oracleText: "Sacrifice another creature: Put a +1/+1 counter on Hungry Ghoul.",
    abilities: [
      {
        kind: "activated",
        text: "Sacrifice another creature: Put a +1/+1 counter on Hungry Ghoul.",
        cost: { sacrifice: { filter: { types: ["Creature"], other: true }, count: 1 } },
        targets: [],
        effects: [{ kind: "addCounters", what: { kind: "self" }, counter: "+1/+1", amount: 1 }],
      },
    ],
  },
  {
    name: "Twin Offering",
    manaCost: null,
    types: ["Land"],
    oracleText: "Sacrifice two lands: Draw a card.",
    abilities: [
      {
        kind: "activated",
        text: "Sacrifice two lands: Draw a card.",
        cost: { sacrifice: { filter: { types: ["Land"] }, count: 2 } },
        targets: [],
        effects: [{ kind: "draw", amount: 1, who: { kind: "you" } }],
      },
    ],
  },
  {
    name: "Returning Blast",
    manaCost: "{R}",
    types: ["Instant"],
    flashback: "{R}",
    oracleText:
      "Returning Blast deals 5 damage to any target. Shuffle Returning Blast into its owner's library.\nFlashback {R}",
    spell: {
      modes: [
        {
          text: "Returning Blast deals 5 damage to any target. Shuffle Returning Blast into its owner's library.",
          targets: [anyTarget],
          effects: [
            { kind: "damage", amount: 5, to: { kind: "target", index: 0 } },
            { kind: "shuffleIntoLibrary", what: { kind: "self" } },
          ],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  {
    name: "Giant Fall",
    manaCost: "{G}",
    types: ["Instant"],
    oracleText: "Destroy target creature with power 3 or greater.",
    spell: {
      modes: [
        {
          text: "Destroy target creature with power 3 or greater.",
          targets: [
            {
              text: "target creature with power 3 or greater",
              objects: { types: ["Creature"], powerAtLeast: 3 },
              min: 1,
              max: 1,
            },
          ],
          effects: [{ kind: "destroy", what: { kind: "target", index: 0 } }],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  {
    name: "Bone Crack",
    manaCost: "{R}",
    types: ["Sorcery"],
    additionalCost: { sacrifice: { filter: { types: ["Creature"] }, count: 1 } },
    oracleText:
      "As an additional cost to cast this spell, sacrifice a creature.\nBone Crack deals 5 damage to any target.",
    spell: {
      modes: [
        {
          text: "Bone Crack deals 5 damage to any target.",
          targets: [anyTarget],
          effects: [{ kind: "damage", amount: 5, to: { kind: "target", index: 0 } }],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  {
    name: "Prism Filter",
    manaCost: "{2}",
    types: ["Artifact"],
    oracleText: "{1}, {T}: Add one mana of any color.",
    abilities: [
      {
        kind: "activated",
        text: "{1}, {T}: Add one mana of any color.",
        cost: { mana: "{1}", tap: true },
        targets: [],
        effects: [{ kind: "addMana", choices: ["W", "U", "B", "R", "G"] }],
      },
    ],
  },
  {
    name: "Treasure Chest",
    manaCost: "{0}",
    types: ["Artifact"],
    oracleText: "{T}, Sacrifice Treasure Chest: Add one mana of any color.",
    abilities: [
      {
        kind: "activated",
        text: "{T}, Sacrifice Treasure Chest: Add one mana of any color.",
        cost: { tap: true, sacrificeSelf: true },
        targets: [],
        effects: [{ kind: "addMana", choices: ["W", "U", "B", "R", "G"] }],
      },
    ],
  },
  {
    name: "Twin Bite",
    manaCost: "{1}{R/P}{R/P}",
    types: ["Instant"],
    oracleText: "Twin Bite deals 4 damage to any target.",
    spell: {
      modes: [
        {
          text: "Twin Bite deals 4 damage to any target.",
          targets: [anyTarget],
          effects: [{ kind: "damage", amount: 4, to: { kind: "target", index: 0 } }],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  {
    name: "Split Toll",
    manaCost: "{W/P}{R/P}",
    types: ["Instant"],
    oracleText: "Split Toll deals 2 damage to any target.",
    spell: {
      modes: [
        {
          text: "Split Toll deals 2 damage to any target.",
          targets: [anyTarget],
          effects: [{ kind: "damage", amount: 2, to: { kind: "target", index: 0 } }],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  basic("Forest", "G"),
  basic("Mountain", "R"),
  basic("Island", "U"),
  {
    name: "Dual Land",
    manaCost: null,
    types: ["Land"],
    oracleText: "{T}: Add {R} or {G}.",
    abilities: [
      {
        kind: "activated",
        text: "{T}: Add {R} or {G}.",
        cost: { tap: true },
        targets: [],
        effects: [{ kind: "addMana", choices: ["R", "G"] }],
      },
    ],
  },
  { name: "Bear", manaCost: "{1}{G}", types: ["Creature"], subtypes: ["Bear"], power: 2, toughness: 2, oracleText: "" },
  {
    name: "Mana Elf",
    manaCost: "{G}",
    types: ["Creature"],
    subtypes: ["Elf"],
    power: 1,
    toughness: 1,
    oracleText: "{T}: Add {G}.",
    abilities: [tapFor("G")],
  },
  {
    name: "Zap",
    manaCost: "{R}",
    types: ["Instant"],
    oracleText: "Zap deals 3 damage to any target.",
    spell: {
      modes: [
        {
          text: "Zap deals 3 damage to any target.",
          targets: [anyTarget],
          effects: [{ kind: "damage", amount: 3, to: { kind: "target", index: 0 } }],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  {
    name: "Big Zap",
    manaCost: "{X}{R}",
    types: ["Sorcery"],
    oracleText: "Big Zap deals X damage to any target.",
    spell: {
      modes: [
        {
          text: "Big Zap deals X damage to any target.",
          targets: [anyTarget],
          effects: [{ kind: "damage", amount: { kind: "x" }, to: { kind: "target", index: 0 } }],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  {
    name: "Ground Shaping",
    manaCost: "{G}",
    types: ["Sorcery"],
    oracleText: "Earthbend 2.",
    spell: {
      modes: [
        { text: "Earthbend 2.", targets: [landYouControl], effects: [{ kind: "earthbend", amount: 2, target: 0 }] },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  {
    name: "Take Land",
    manaCost: "{U}",
    types: ["Sorcery"],
    oracleText: "Gain control of target land.",
    spell: {
      modes: [
        {
          text: "Gain control of target land.",
          targets: [anyLand],
          effects: [{ kind: "gainControl", what: { kind: "target", index: 0 }, duration: { kind: "indefinite" } }],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  {
    name: "Unmake",
    manaCost: "{G}",
    types: ["Instant"],
    oracleText: "Destroy target permanent.",
    spell: {
      modes: [
        {
          text: "Destroy target permanent.",
          targets: [permanent],
          effects: [{ kind: "destroy", what: { kind: "target", index: 0 } }],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  {
    name: "Many Zaps",
    manaCost: "{1}{R}",
    types: ["Sorcery"],
    strive: "{2}{R}",
    oracleText:
      "Strive — This spell costs {2}{R} more to cast for each target beyond the first. Many Zaps deals 1 damage to each of any number of targets.",
    spell: {
      modes: [
        {
          text: "Many Zaps deals 1 damage to each of any number of targets.",
          targets: [{ ...anyTarget, text: "any number of targets", min: 0, max: 99 }],
          effects: [{ kind: "damage", amount: 1, to: { kind: "target" } }],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  {
    name: "Rolling Zap",
    manaCost: "{X}{R}{R}",
    types: ["Sorcery"],
    oracleText: "Rolling Zap deals X damage divided as you choose among any number of targets.",
    spell: {
      modes: [
        {
          text: "Rolling Zap deals X damage divided as you choose among any number of targets.",
          targets: [{ ...anyTarget, text: "any number of targets", min: 0, max: 99 }],
          effects: [{ kind: "damage", amount: { kind: "x" }, to: { kind: "target" }, divided: true }],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  {
    name: "Land Search",
    manaCost: "{G}",
    types: ["Sorcery"],
    oracleText: "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
    spell: {
      modes: [
        {
          text: "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
          targets: [],
          effects: [
            { kind: "search", filter: { types: ["Land"], supertypes: ["Basic"] }, to: "battlefield", tapped: true },
            { kind: "shuffle" },
          ],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  {
    name: "Brace",
    manaCost: "{G}",
    types: ["Instant"],
    oracleText: "Until your next turn, target creature gets +0/+3.",
    spell: {
      modes: [
        {
          text: "Until your next turn, target creature gets +0/+3.",
          targets: [{ text: "target creature", objects: { types: ["Creature"] }, min: 1, max: 1 }],
          effects: [
            {
              kind: "modify",
              what: { kind: "target", index: 0 },
              mods: [{ layer: "7c", kind: "addPT", power: 0, toughness: 3 }],
              duration: { kind: "untilYourNextTurn" },
            },
          ],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  {
    name: "Night Knight",
    manaCost: "{1}{B}",
    types: ["Creature"],
    subtypes: ["Knight"],
    power: 2,
    toughness: 2,
    oracleText: "",
  },
  {
    name: "Gold Golem",
    manaCost: "{1}{R}{G}",
    types: ["Artifact", "Creature"],
    subtypes: ["Golem"],
    power: 3,
    toughness: 3,
    oracleText: "",
  },
  {
    name: "Iron Wall",
    manaCost: "{2}",
    types: ["Artifact", "Creature"],
    subtypes: ["Wall"],
    power: 0,
    toughness: 4,
    oracleText: "",
  },
  {
    name: "Stalemate Banner",
    manaCost: "{2}",
    types: ["Artifact"],
    oracleText: "Creatures can't attack or block.",
    abilities: [
      {
        kind: "static",
        text: "Creatures can't attack or block.",
        affects: { kind: "filter", filter: { types: ["Creature"] } },
        mods: [{ layer: "rules", kind: "restrict", restrictions: ["cantAttack", "cantBlock"] }],
      },
    ],
  },
  {
    name: "Silence",
    manaCost: "{U}",
    types: ["Instant"],
    oracleText: "Target permanent loses all abilities until end of turn.",
    spell: {
      modes: [
        {
          text: "Target permanent loses all abilities until end of turn.",
          targets: [permanent],
          effects: [
            {
              kind: "modify",
              what: { kind: "target", index: 0 },
              mods: [{ layer: "6", kind: "loseAllAbilities" }],
              duration: { kind: "endOfTurn" },
            },
          ],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  {
    name: "Insight",
    manaCost: "{U}",
    types: ["Sorcery"],
    oracleText: "Draw two cards. You lose 2 life.",
    spell: {
      modes: [
        {
          text: "Draw two cards. You lose 2 life.",
          targets: [],
          effects: [
            { kind: "draw", amount: 2, who: { kind: "you" } },
            { kind: "loseLife", amount: 2, who: { kind: "you" } },
          ],
        },
      ],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  {
    name: "Ritual",
    manaCost: "{R}",
    types: ["Instant"],
    oracleText: "Add {R}{R}{R}.",
    spell: {
      modes: [{ text: "Add {R}{R}{R}.", targets: [], effects: [{ kind: "addMana", choices: ["R"], amount: 3 }] }],
      chooseMin: 1,
      chooseMax: 1,
    },
  },
  {
    name: "Painful Elf",
    manaCost: "{G}",
    types: ["Creature"],
    subtypes: ["Elf"],
    power: 1,
    toughness: 1,
    oracleText: "{T}: Add {R}. Painful Elf deals 1 damage to you.",
    abilities: [
      {
        kind: "activated",
        text: "{T}: Add {R}. Painful Elf deals 1 damage to you.",
        cost: { tap: true },
        targets: [],
        effects: [
          { kind: "addMana", choices: ["R"] },
          { kind: "damage", amount: 1, to: { kind: "you" } },
        ],
      },
    ],
  },
  {
    name: "Cycling Land",
    manaCost: null,
    types: ["Land"],
    oracleText: "{T}: Add {G}.\nCycling {1} ({1}, Discard this card: Draw a card.)",
    abilities: [
      tapFor("G"),
      {
        kind: "activated",
        text: "Cycling {1}",
        cost: { mana: "{1}", discardSelf: true },
        targets: [],
        effects: [{ kind: "draw", amount: 1, who: { kind: "you" } }],
      },
    ],
  },
  {
    name: "Bounce Land",
    manaCost: null,
    types: ["Land"],
    oracleText:
      "Bounce Land enters tapped.\nWhen Bounce Land enters, return a land you control to its owner's hand.\n{T}: Add {R}{G}.",
    abilities: [
      { kind: "replacement", text: "Bounce Land enters tapped.", replacement: { kind: "entersTapped" } },
      {
        kind: "triggered",
        text: "When Bounce Land enters, return a land you control to its owner's hand.",
        event: { kind: "entersSelf" },
        targets: [],
        effects: [
          { kind: "choose", text: "a land you control", filter: { types: ["Land"], controller: "you" }, count: 1 },
          { kind: "returnToHand", what: { kind: "last" } },
        ],
      },
      {
        kind: "activated",
        text: "{T}: Add {R}{G}.",
        cost: { tap: true },
        targets: [],
        effects: [
          { kind: "addMana", choices: ["R"] },
          { kind: "addMana", choices: ["G"] },
        ],
      },
    ],
  },
];

const BY_NAME = new Map(TEST_CARDS.map((d) => [d.name, d]));

/** The registry of the test cards. */
export const testCards: CardRegistry = { get: (name) => BY_NAME.get(name) };

/** The test cards and these (which win on a name both have). */
export function withCards(...extra: CardDefinition[]): CardRegistry {
  const own = new Map(extra.map((d) => [d.name, d]));
  return { get: (name) => own.get(name) ?? BY_NAME.get(name) };
}

/** A static ability's own parts: what it affects, its modifications, its condition (CR 604.1, 611.3a). */
type StaticParts = Omit<Extract<AbilityDef, { kind: "static" }>, "kind" | "text">;

/** A {2} artifact whose text `text` is one static ability made of `parts`. */
export function staticArtifact(name: string, text: string, parts: StaticParts): CardDefinition {
  return {
    name,
    manaCost: "{2}",
    types: ["Artifact"],
    oracleText: text,
    abilities: [{ kind: "static", text, ...parts }],
  };
}
