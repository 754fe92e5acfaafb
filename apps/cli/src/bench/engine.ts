/**
 * Engine micro-benchmarks (`pnpm bench engine`): microseconds per `apply` (pure, with its
 * state copy) and per `applyInPlace`, and per full characteristics computation (CR 613 over
 * every permanent), on a 200-permanent board and on a 500-token board.
 */
import { allCharacteristics, apply, applyInPlace, type Action, type GameState } from "@fishbowl/engine";
import { stateFromSetup } from "@fishbowl/engine/scenario";
import { builtinRegistry } from "@fishbowl/cards";

const goblin = {
  token: {
    name: "Goblin Token",
    colors: ["R"],
    types: ["Creature"],
    subtypes: ["Goblin"],
    power: 1,
    toughness: 1,
    keywords: [],
  },
};

/** A board of `n` permanents: lands, creatures, tokens and static-ability permanents. */
function board(n: number, tokensOnly: boolean): GameState {
  const bf: unknown[] = [
    "Fervor",
    "Badgermole",
    "Earthbending Student",
    "Blood Moon",
    { card: "Grizzly Bears", id: "gb" },
    { card: "Rancor", attachedTo: "gb" },
  ];
  const kinds = tokensOnly
    ? [goblin]
    : [
        "Mountain",
        "Forest",
        "Stomping Ground",
        "Grizzly Bears",
        "Raging Goblin",
        "Llanowar Elves",
        goblin,
        { card: "Forest", counters: { "+1/+1": 2 } },
      ];
  for (let i = 0; bf.length < n; i++) bf.push(kinds[i % kinds.length]);
  const setup = {
    turn: 3,
    active: "you",
    step: "main1",
    you: { hand: ["Shock", "Lightning Bolt", "Raise the Alarm"], library: ["Mountain", "Mountain"], battlefield: bf },
    opponent: { battlefield: [] },
  };
  return stateFromSetup(setup, 1, builtinRegistry).state;
}

function time(label: string, iterations: number, fn: () => void): string {
  for (let i = 0; i < Math.min(50, iterations); i++) fn(); // warm-up
  const t0 = performance.now();
  for (let i = 0; i < iterations; i++) fn();
  const us = ((performance.now() - t0) * 1000) / iterations;
  return `${label.padEnd(66)} ${us.toFixed(1).padStart(9)} µs`;
}

function handCard(s: GameState, name: string): string {
  const id = s.players.you.hand.find((h) => s.objects[h]!.card === name);
  if (!id) throw new Error(`no ${name} in hand`);
  return id;
}

/** Runs the benchmark; returns report lines. */
export async function run(): Promise<string[]> {
  const out: string[] = [];
  for (const [label, n, tokens] of [
    ["200-permanent board", 200, false],
    ["500-token board", 500, true],
  ] as const) {
    const s = board(n, tokens);
    out.push(`${label}: ${s.battlefield.length} permanents`);
    out.push(
      time(`  characteristics of every permanent (layers 1-7)`, 200, () => {
        allCharacteristics(s, builtinRegistry);
      }),
    );
    const cast: Action = { type: "cast", player: "you", object: handCard(s, "Shock"), targets: ["opponent"] };
    out.push(
      time(`  apply (pure): cast Shock`, 300, () => {
        apply(s, cast, builtinRegistry);
      }),
    );
    out.push(
      time(`  apply (pure): cast Shock, then pass (it resolves)`, 300, () => {
        const r = apply(s, cast, builtinRegistry);
        if (r.ok) apply(r.state, { type: "pass", player: "you" }, builtinRegistry);
      }),
    );
    // in place, as the autopilot plays: each copy is prepared (Raise the Alarm cast, caches warm)
    // outside the timing; only the resolution that makes two tokens enter is timed.
    const copies = Array.from({ length: 120 }, () => {
      const c = JSON.parse(JSON.stringify(s)) as GameState;
      applyInPlace(c, { type: "cast", player: "you", object: handCard(c, "Raise the Alarm") }, builtinRegistry);
      allCharacteristics(c, builtinRegistry);
      return c;
    });
    let k = 0;
    out.push(
      time(`  applyInPlace: pass priority (Raise the Alarm: 2 tokens enter)`, 50, () => {
        applyInPlace(copies[k++]!, { type: "pass", player: "you" }, builtinRegistry);
      }),
    );
  }
  return out;
}
