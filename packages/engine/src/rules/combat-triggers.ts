/**
 * Combat's triggered abilities (CR 603 in combat): "whenever ~ attacks" (508.2), battle cry
 * (702.91), exalted (702.83), "whenever ~ blocks / becomes blocked" (509.3) and flanking
 * (702.25). They are queued like every trigger and put on the stack by `putTriggersOnStack`.
 */
import type { Effect, Keyword } from "../state/vocabulary/index.js";
import type { ObjectId } from "../state/types.js";
import type { Ctx } from "../core/context.js";
import type { Characteristics } from "../state/characteristics.js";
import { characteristics } from "./layers.js";
import { nameOf } from "./queries.js";
import { fromAbility, queue } from "./triggers.js";

/** Creatures were declared as attackers (CR 508.1m, 508.2). */
export function onAttack(ctx: Ctx, attackers: ObjectId[]): void {
  for (const id of attackers) {
    const c = characteristics(ctx, id);
    for (const a of c.abilities)
      if (a.kind === "triggered" && a.event.kind === "attacksSelf") queue(ctx, fromAbility(c, a, c.controller));
  }
  // 702.91a-b: battle cry — each instance triggers as its creature attacks
  for (const id of attackers) {
    const c = characteristics(ctx, id);
    for (let k = instances(c, "Battle cry"); k > 0; k--) {
      queue(ctx, {
        controller: c.controller,
        source: id,
        sourceCard: null,
        sourceName: c.name,
        ability: null,
        effects: [BATTLE_CRY],
        targetSpecs: [],
        refs: [],
        text: "Battle cry (each other attacking creature gets +1/+0 until end of turn)",
      });
    }
  }
  // 702.83a-b: exalted triggers when a creature its controller controls attacks alone.
  if (attackers.length !== 1) return;
  const lone = attackers[0]!;
  const controller = characteristics(ctx, lone).controller;
  for (const id of ctx.state.battlefield) {
    const c = characteristics(ctx, id);
    if (c.controller !== controller || !c.keywords.includes("Exalted")) continue;
    queue(ctx, {
      controller,
      source: id,
      sourceCard: null,
      sourceName: c.name,
      ability: null,
      effects: [
        {
          kind: "modify",
          what: { kind: "refs" },
          mods: [{ layer: "7c", kind: "addPT", power: 1, toughness: 1 }],
          duration: { kind: "endOfTurn" },
        },
      ],
      targetSpecs: [],
      refs: [lone],
      text: "Exalted (the creature attacking alone gets +1/+1 until end of turn)",
    });
  }
}

/** The effect of one battle cry trigger (CR 702.91a): each other attacking creature gets +1/+0 until end of turn. */
const BATTLE_CRY: Effect = {
  kind: "modify",
  what: { kind: "all", filter: { types: ["Creature"], combat: "attacking", other: true } },
  mods: [{ layer: "7c", kind: "addPT", power: 1, toughness: 0 }],
  duration: { kind: "endOfTurn" },
};

/** How many instances of a keyword the object has (each triggers separately, e.g. CR 702.91b, 702.25b). */
function instances(c: Characteristics, keyword: Keyword): number {
  return c.keywords.filter((k) => k === keyword).length;
}

/**
 * Blockers were declared (CR 509.1i): "whenever ~ blocks" (509.3a), "whenever ~ becomes
 * blocked" — once per attacker however many block it (509.3c) — and "blocks or becomes
 * blocked" abilities trigger; flanking (702.25a) triggers once for each blocker without
 * flanking, which gets -1/-1 until end of turn.
 */
export function onBlock(ctx: Ctx, blocks: readonly { blocker: ObjectId; attacker: ObjectId }[]): void {
  const blockers = [...new Set(blocks.map((b) => b.blocker))];
  const attackers = [...new Set(blocks.map((b) => b.attacker))];
  for (const id of blockers) {
    const c = characteristics(ctx, id);
    for (const a of c.abilities) {
      if (a.kind === "triggered" && (a.event.kind === "blocksSelf" || a.event.kind === "blocksOrBecomesBlockedSelf"))
        queue(ctx, fromAbility(c, a, c.controller));
    }
  }
  for (const id of attackers) {
    const c = characteristics(ctx, id);
    for (const a of c.abilities) {
      if (
        a.kind === "triggered" &&
        (a.event.kind === "becomesBlockedSelf" || a.event.kind === "blocksOrBecomesBlockedSelf")
      )
        queue(ctx, fromAbility(c, a, c.controller));
    }
    const flanking = instances(c, "Flanking");
    for (let k = 0; k < flanking; k++) {
      for (const b of blocks) {
        if (b.attacker !== id || characteristics(ctx, b.blocker).keywords.includes("Flanking")) continue;
        queue(ctx, {
          controller: c.controller,
          source: id,
          sourceCard: null,
          sourceName: c.name,
          ability: null,
          effects: [
            {
              kind: "modify",
              what: { kind: "refs" },
              mods: [{ layer: "7c", kind: "addPT", power: -1, toughness: -1 }],
              duration: { kind: "endOfTurn" },
            },
          ],
          targetSpecs: [],
          refs: [b.blocker],
          text: `Flanking (${nameOf(ctx, b.blocker)} gets -1/-1 until end of turn)`,
        });
      }
    }
  }
}
