import { describe, expect, it } from "vitest";
import type { CatalogCard, CatalogFace } from "../catalog/types.js";
import { compileCard } from "./compile.js";

function split(faces: CatalogFace[]): CatalogCard {
  return {
    name: faces.map((f) => f.name).join(" // "),
    manaCost: faces.map((f) => f.manaCost).join(" // "),
    manaValue: 4,
    typeLine: faces.map((f) => f.typeLine).join(" // "),
    oracleText: faces.map((f) => f.oracleText).join("\n//\n"),
    colors: ["R", "U"],
    keywords: [],
    layout: "split",
    faces,
  };
}
const FIRE: CatalogFace = {
  name: "Fire",
  manaCost: "{1}{R}",
  typeLine: "Instant",
  oracleText: "Fire deals 2 damage to any target.",
};
const ICE: CatalogFace = {
  name: "Ice",
  manaCost: "{1}{U}",
  typeLine: "Instant",
  oracleText: "Tap target permanent.\nDraw a card.",
};

describe("split cards (CR 709)", () => {
  it("compiles each half as a spell of its own and combines their characteristics (709.4)", () => {
    const r = compileCard(split([FIRE, ICE]));
    expect(r.automated).toBe(true);
    const d = r.definition;
    expect(d).toMatchObject({ name: "Fire // Ice", manaCost: "{1}{R}{1}{U}", colors: ["U", "R"], types: ["Instant"] });
    expect(d.spell).toBeUndefined();
    expect(d.faces?.map((f) => [f.name, f.manaCost, f.colors, f.spell?.modes[0]?.effects[0]?.kind])).toEqual([
      ["Fire", "{1}{R}", ["R"], "damage"],
      ["Ice", "{1}{U}", ["U"], "tap"],
    ]);
  });

  it("is automated only when every half is: a clause a half doesn't read is named with the half", () => {
    const r = compileCard(
      split([FIRE, { ...ICE, oracleText: "Fuse (You may cast one or both halves of this card from your hand.)" }]),
    );
    expect(r.automated).toBe(false);
    expect(r.unautomated).toEqual(["Ice: Fuse (You may cast one or both halves of this card from your hand.)"]);
  });

  it("names every line of a half that is not played: a spell with a line it can't read plays none of them", () => {
    const FUSE = "Fuse (You may cast one or both halves of this card from your hand.)";
    const armed: CatalogFace = {
      name: "Armed",
      manaCost: "{1}{R}",
      typeLine: "Sorcery",
      oracleText: `Target creature gets +1/+1 and gains double strike until end of turn.\n${FUSE}`,
    };
    const r = compileCard(split([armed, { ...FIRE, typeLine: "Sorcery" }]));
    expect(r.automated).toBe(false);
    const half = r.definition.faces?.[0];
    expect(half?.spell).toBeUndefined(); // nothing of Armed is played …
    expect(half?.unautomated).toEqual(["Target creature gets +1/+1 and gains double strike until end of turn.", FUSE]); // … and the list says so, in the card's order
    expect(r.unautomated).toEqual([
      "Armed: Target creature gets +1/+1 and gains double strike until end of turn.",
      `Armed: ${FUSE}`,
    ]);
  });

  it("refuses a split card with a permanent half (709.5, not read)", () => {
    const r = compileCard(split([FIRE, { ...ICE, typeLine: "Enchantment — Room" }]));
    expect(r.automated).toBe(false);
    expect(r.unautomated[0]).toMatch(/several faces/);
  });
});
