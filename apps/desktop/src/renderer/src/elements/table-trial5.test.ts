/**
 * The table's faults found by the fifth new-user trial (issue 15): undo takes away the
 * apply-by-hand notice of the spell it undid; a click on a card in the hand uses its ability
 * that works from there (bloodrush, cycling — CR 113.6m) instead of trying to cast it.
 */
import type { CardDefinition } from "@fishbowl/engine";
import { describe, expect, it } from "vitest";
import { KINDLE, castKindleByClick, mountTable, settle } from "./table-test-support.js";

const KINDLES = "Deck\n30 Mountain\n30 Kindle\n";

async function mount(deckText: string, extraCards = {}) {
  const mounted = await mountTable([{ name: "Deck", text: deckText }], true);
  const { table, game } = mounted;
  await table.start({ deckName: "Deck", deckText, seed: 3, onThePlay: true, extraCards });
  await game.apply({ type: "choose", player: "you", options: ["keep"] });
  await game.apply({ type: "passUntil", player: "you", step: "main1" });
  return mounted;
}

describe("<game-table> undo and the apply-by-hand notice", () => {
  it("takes the notice of an undone spell away with it (the spell is back in the hand, nothing to apply)", async () => {
    const mounted = await mount(KINDLES, { Kindle: KINDLE });
    const { table, root, game } = mounted;
    await castKindleByClick(mounted);
    expect(root.querySelector('#apply-by-hand .by-hand[data-name="Kindle"]')).not.toBeNull();
    await table.undo();
    await settle(table);
    expect(game.state!.log).not.toContain("Kindle resolves");
    expect(game.state!.step).toBe("main1"); // the same step: only the undo can have taken the notice away
    expect(root.querySelector("#apply-by-hand")).toBeNull();
  });

  it("keeps the notice when what is undone came after the spell (a land played in the same step)", async () => {
    const mounted = await mount(KINDLES, { Kindle: KINDLE });
    const { table, root, game } = mounted;
    await castKindleByClick(mounted);
    const land = game.state!.players.you.hand.find((x) => game.state!.objects[x]!.card === "Mountain");
    if (land === undefined) throw new Error("no Mountain in the hand to play");
    expect(await table.act({ type: "playLand", player: "you", object: land })).toBe(true);
    await table.undo();
    await settle(table);
    expect(game.state!.log).toContain("Kindle resolves");
    expect(root.querySelector('#apply-by-hand .by-hand[data-name="Kindle"]')).not.toBeNull();
  });
});

/** Rubblebelt Maaka as the Oracle compiler gives it: bloodrush, an ability activated from the hand. */
const MAAKA: CardDefinition = {
  name: "Rubblebelt Maaka",
  manaCost: "{3}{R}",
  colors: ["R"],
  types: ["Creature"],
  subtypes: ["Cat"],
  oracleText: "Bloodrush — {R}, Discard Rubblebelt Maaka: Target attacking creature gets +3/+3 until end of turn.",
  power: 3,
  toughness: 3,
  abilities: [
    {
      kind: "activated",
      text: "Bloodrush — {R}, Discard Rubblebelt Maaka: Target attacking creature gets +3/+3 until end of turn.",
      cost: { mana: "{R}", discardSelf: true },
      targets: [
        { text: "target attacking creature", objects: { types: ["Creature"], combat: "attacking" }, min: 1, max: 1 },
      ],
      effects: [
        {
          kind: "modify",
          what: { kind: "target", index: 0 },
          mods: [{ layer: "7c", kind: "addPT", power: 3, toughness: 3 }],
          duration: { kind: "endOfTurn" },
        },
      ],
    },
  ],
};

/** Striped Riverwinder as the Oracle compiler gives it: a creature spell with cycling {U}. */
const RIVERWINDER: CardDefinition = {
  name: "Striped Riverwinder",
  manaCost: "{6}{U}",
  colors: ["U"],
  types: ["Creature"],
  subtypes: ["Serpent"],
  oracleText:
    "Hexproof (This creature can't be the target of spells or abilities your opponents control.)\nCycling {U} ({U}, Discard this card: Draw a card.)",
  power: 5,
  toughness: 5,
  keywords: ["Hexproof"],
  abilities: [
    {
      kind: "activated",
      text: "Cycling {U}",
      cost: { mana: "{U}", discardSelf: true },
      targets: [],
      effects: [{ kind: "draw", amount: 1, who: { kind: "you" } }],
    },
  ],
};

/** Clicks the first card named `name` in the hand. */
async function clickInHand(mounted: Awaited<ReturnType<typeof mount>>, name: string): Promise<void> {
  const card = mounted.root.querySelector(`#hand game-card[data-name="${name}"]`);
  if (card === null) throw new Error(`no ${name} in the hand`);
  card.shadowRoot!.querySelector<HTMLElement>(".card")!.click();
  await settle(mounted.table);
}

/** Moves the first card named `card` of the hand or library to `to` with the manual tools. */
async function put(mounted: Awaited<ReturnType<typeof mount>>, card: string, to: "hand" | "battlefield") {
  const s = mounted.game.state!;
  const id = [...s.players.you.hand, ...s.players.you.library].find(
    (x) => s.objects[x]!.card === card && !(to === "hand" && s.players.you.hand.includes(x)),
  );
  if (id === undefined) throw new Error(`no ${card} to move`);
  await mounted.table.act({ type: "manual", player: "you", op: { kind: "move", object: id, to } });
}

describe("<game-table> abilities of a card in the hand", () => {
  it("bloodrushes Rubblebelt Maaka onto the attacking creature when it is clicked in combat (it cannot be cast then)", async () => {
    const deck = "Deck\n20 Mountain\n20 Raging Goblin\n20 Rubblebelt Maaka\n";
    const mounted = await mount(deck, { "Rubblebelt Maaka": MAAKA });
    const { table, root, game } = mounted;
    await put(mounted, "Mountain", "battlefield");
    await put(mounted, "Raging Goblin", "battlefield");
    await put(mounted, "Rubblebelt Maaka", "hand");
    await game.apply({ type: "passUntil", player: "you", step: "declare_attackers" });
    const goblin = game.view()!.battlefield.find((o) => o.name === "Raging Goblin")!.id;
    await game.apply({ type: "declareAttackers", player: "you", attackers: [goblin] });
    await settle(table);
    const maakas = () =>
      game.state!.players.you.hand.filter((x) => game.state!.objects[x]!.card === "Rubblebelt Maaka");
    const before = maakas().length;
    await clickInHand(mounted, "Rubblebelt Maaka");
    expect(root.querySelector("#refusal")).toBeNull();
    // its target, picked on the table: the attacking Goblin
    root
      .querySelector('#creatures game-card[data-name="Raging Goblin"]')!
      .shadowRoot!.querySelector<HTMLElement>(".card")!
      .click();
    await settle(table);
    expect(maakas()).toHaveLength(before - 1); // discarded as the cost (CR 113.6m)
    expect(game.view()!.battlefield.find((o) => o.id === goblin)!.power).toBe(4); // 1/1 and +3/+3
  });

  it("asks whether to cast Striped Riverwinder or cycle it when both are legal, and cycling draws a card", async () => {
    const deck = "Deck\n30 Island\n30 Striped Riverwinder\n";
    const mounted = await mount(deck, { "Striped Riverwinder": RIVERWINDER });
    const { table, root, game } = mounted;
    for (let i = 0; i < 7; i++) await put(mounted, "Island", "battlefield");
    await put(mounted, "Striped Riverwinder", "hand");
    await settle(table);
    const hand = game.state!.players.you.hand.length;
    await clickInHand(mounted, "Striped Riverwinder");
    const dialog = root.querySelector("action-options-dialog");
    expect(dialog).not.toBeNull();
    const labels = [...dialog!.shadowRoot!.querySelectorAll("#variant-choice label")].map((l) => l.textContent!.trim());
    expect(labels).toEqual(["Cast Striped Riverwinder", "Cycling"]);
    dialog!.shadowRoot!.querySelectorAll<HTMLInputElement>("#variant-choice input")[1]!.click();
    await dialog!.updateComplete;
    dialog!.shadowRoot!.querySelector<HTMLButtonElement>("#options-confirm")!.click();
    await settle(table);
    expect(game.state!.players.you.hand).toHaveLength(hand); // one discarded, one drawn
    expect(game.state!.log.join("\n")).toContain("draw");
  });
});
