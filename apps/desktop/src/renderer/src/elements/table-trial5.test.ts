/**
 * The table's faults found by the fifth new-user trial (issue 15): undo takes away the
 * apply-by-hand notice of the spell it undid.
 */
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
