/**
 * A game file of a crowded board for the table's layout checks: a Gruul deck after keeping
 * seven, with 30 permanents put onto the battlefield by the manual tools (12 lands — some
 * tapped —, six identical Goblin tokens, eight other creatures — one tapped, one with a +1/+1
 * counter, one with damage —, four other permanents) and 10 cards in hand. Built with the
 * rules engine itself, so every action is one the table would record; the game file is what
 * "Open game file…" reads.
 */
import { builtinRegistry } from "@fishbowl/cards";
import { apply, replay } from "@fishbowl/engine";
import { gameFileOf, writeGameFile } from "@fishbowl/game-file";

const LANDS = [
  "Mountain",
  "Mountain",
  "Mountain",
  "Mountain",
  "Forest",
  "Forest",
  "Forest",
  "Forest",
  "Rootbound Crag",
  "Rootbound Crag",
  "Stomping Ground",
  "Treetop Village",
];
const CREATURES = [
  "Llanowar Elves",
  "Badgermole Cub",
  "Toph, the Blind Bandit",
  "Colossal Dreadmaw",
  "Raging Goblin",
  "Young Pyromancer",
  "Monastery Swiftspear",
  "Goblin Bushwhacker",
];
const OTHERS = ["Fervor", "Lightning Greaves", "Rod of Ruin", "Helm of the Host"];
const HAND = ["Lightning Bolt", "Fully Grown", "Earthbending Lesson"];
const GOBLIN = { name: "Goblin", colors: ["R"], types: ["Creature"], subtypes: ["Goblin"], power: 1, toughness: 1 };

/**
 * The deck: the permanents and hand cards above, and Forests and Mountains to 60 — grouped by
 * name in order of first appearance, as a deck list reads (so the game file's deck, read back
 * as a list, is the same deck in the same order and the shuffle the same).
 */
function deckNames() {
  const named = [
    ...LANDS,
    ...CREATURES,
    ...OTHERS,
    ...HAND,
    "Lightning Bolt",
    "Shock",
    "Mutagenic Growth",
    "Giant Growth",
  ];
  while (named.length < 60) named.push(named.length % 2 === 0 ? "Forest" : "Mountain");
  const order = [...new Set(named)];
  return order.flatMap((name) => named.filter((n) => n === name));
}

/**
 * The game file's text, and the board it describes (`permanents`, `hand`: how many of each).
 * Throws if any action is refused (the board would not be the one described).
 */
export function crowdedBoardFile(seed = 7) {
  const setup = { deck: deckNames(), seed, onThePlay: true, extraCards: {} };
  let state = replay(setup, [], builtinRegistry);
  const actions = [];
  const act = (action) => {
    const r = apply(state, action, builtinRegistry);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
    state = r.state;
    actions.push(action);
  };
  const manual = (op) => act({ type: "manual", player: "you", op });
  /** The id of a card called `name` in the library or hand that is not yet used. */
  const find = (name, zones = ["library", "hand"]) => {
    for (const zone of zones) {
      const id = state.players.you[zone].find((x) => state.objects[x].card === name);
      if (id !== undefined) return id;
    }
    throw new Error(`no ${name} left`);
  };
  /** Answers what the game asks (a shock land enters tapped; a trigger takes its first legal targets) and lets the stack resolve. */
  const settle = () => {
    for (let i = 0; i < 20; i++) {
      const d = state.pending?.decision;
      if (d?.kind === "choice")
        act({ type: "choose", player: "you", options: [d.options.includes("tapped") ? "tapped" : d.options[0]] });
      else if (d?.kind === "targets") act({ type: "choose", player: "you", targets: d.legal.map((l) => l[0]) });
      else if (state.stack.length > 0) act({ type: "pass", player: "you" });
      else return;
    }
  };
  act({ type: "choose", player: "you", options: ["keep"] });
  act({ type: "passUntil", player: "you", step: "main1" });
  const moved = {};
  for (const name of [...LANDS, ...CREATURES, ...OTHERS]) {
    const id = find(name);
    manual({ kind: "move", object: id, to: "battlefield" });
    // a card that changes zones is a new object (CR 400.7): its id on the battlefield is new
    const known = new Set(Object.values(moved).flat());
    (moved[name] ??= []).push(state.battlefield.find((x) => state.objects[x].card === name && !known.has(x)));
    settle();
  }
  for (let i = 0; i < 6; i++) manual({ kind: "createToken", token: GOBLIN });
  manual({ kind: "tap", object: moved["Mountain"][0], tapped: true });
  manual({ kind: "tap", object: moved["Mountain"][1], tapped: true });
  manual({ kind: "tap", object: moved["Raging Goblin"][0], tapped: true });
  manual({ kind: "counters", object: moved["Colossal Dreadmaw"][0], counter: "+1/+1", delta: 1 });
  for (const name of HAND)
    if (!state.players.you.hand.some((x) => state.objects[x].card === name))
      manual({ kind: "move", object: find(name, ["library"]), to: "hand" });
  while (state.players.you.hand.length < 10) manual({ kind: "move", object: state.players.you.library[0], to: "hand" });
  const file = gameFileOf(setup, actions, "Crowded Gruul");
  return { text: writeGameFile(file), permanents: state.battlefield.length, hand: state.players.you.hand.length };
}
