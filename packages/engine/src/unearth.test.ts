/**
 * Abilities that function from the graveyard (CR 113.6b) and the "exile it if it would leave
 * the battlefield" replacement (614.1a), as unearth (702.84a) is written with them: return
 * the card, it gains haste, exile it at the beginning of the next end step; sorcery speed.
 * Without them the card could not be activated in the graveyard and would go there again.
 */
import { describe, expect, it } from "vitest";
import type { GameState } from "./state/types.js";
import { apply } from "./apply.js";
import { legalActions } from "./legal-actions.js";
import type { CardRegistry } from "./core/context.js";
import type { CardDefinition } from "./state/vocabulary/index.js";
import { view } from "./view.js";
import { board } from "./test-support/board.js";
import { play } from "./test-support/play.js";
import { testCards } from "./test-support/registry.js";

const GHOUL: CardDefinition = {
  name: "Dreg Ghoul",
  manaCost: "{1}{R}",
  colors: ["R"],
  types: ["Creature"],
  subtypes: ["Zombie"],
  power: 2,
  toughness: 1,
  oracleText: "Unearth {R}",
  abilities: [
    {
      kind: "activated",
      text: "Unearth {R}",
      cost: { mana: "{R}" },
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
          text: "Exile it.",
        },
        { kind: "exileIfLeaves", what: { kind: "last" } },
      ],
    },
  ],
};
const cards: CardRegistry = { get: (name) => (name === GHOUL.name ? GHOUL : testCards.get(name)) };

const { act, resolveAll } = play(cards);

const setup = () =>
  board(cards, {
    you: {
      graveyard: [{ card: "Dreg Ghoul", label: "g" }],
      battlefield: ["Mountain", "Mountain"],
      hand: [{ card: "Zap", label: "zap" }],
    },
  });
const ghoul = (s: GameState) => Object.values(s.objects).find((o) => o.card === "Dreg Ghoul")!;

describe("an ability that functions from the graveyard (unearth, 702.84a)", () => {
  it("is offered and activated from the graveyard; the card returns with haste", () => {
    const { state, ids } = setup();
    const offer = legalActions(state, "you", cards).find((a) => a.type === "activate" && a.object === ids["g"]);
    expect(offer).toBeDefined();
    const s = resolveAll(act(state, offer!));
    const g = ghoul(s);
    expect(g.zone).toBe("battlefield");
    expect(view(s, cards).battlefield.find((o) => o.id === g.id)).toMatchObject({
      keywords: ["Haste"],
      canAttack: true,
    });
  });

  it("is refused at instant speed (602.5d) and from any zone but the graveyard (113.6b)", () => {
    const { state, ids } = setup();
    const s = act(state, { type: "passUntil", player: "you", step: "declare_attackers" });
    const r = apply(
      s.pending ? act(s, { type: "declareAttackers", player: "you", attackers: [] }) : s,
      { type: "activate", player: "you", object: ids["g"]!, ability: 0 },
      cards,
    );
    expect(r.ok ? null : r.error.rules).toEqual(["602.5d", "702.6a"]);
    const onField = board(cards, { you: { battlefield: [{ card: "Dreg Ghoul", label: "g" }, "Mountain"] } });
    const r2 = apply(onField.state, { type: "activate", player: "you", object: onField.ids["g"]!, ability: 0 }, cards);
    expect(r2.ok ? null : r2.error.rules).toEqual(["113.6b"]);
  });

  it("exiles the card at the beginning of the next end step", () => {
    const { state, ids } = setup();
    let s = resolveAll(act(state, { type: "activate", player: "you", object: ids["g"]!, ability: 0 }));
    s = act(s, { type: "passUntil", player: "you", step: "declare_attackers" });
    s = act(s, { type: "declareAttackers", player: "you", attackers: [ghoul(s).id] });
    s = act(s, { type: "passUntil", player: "you", step: "end" });
    expect(s.players.opponent.life).toBe(18);
    s = resolveAll(s);
    expect(ghoul(s).zone).toBe("exile");
  });

  it("exiles it instead if it would leave the battlefield (614.1a)", () => {
    const { state, ids } = setup();
    let s = resolveAll(act(state, { type: "activate", player: "you", object: ids["g"]!, ability: 0 }));
    s = resolveAll(act(s, { type: "cast", player: "you", object: ids["zap"]!, targets: [ghoul(s).id] }));
    expect(ghoul(s).zone).toBe("exile");
    expect(s.players.you.graveyard.map((id) => s.objects[id]!.card)).toEqual(["Zap"]);
  });
});
