/**
 * Resolving spells and abilities (CR 608): target legality on resolution (608.2b: all
 * targets illegal → it doesn't resolve; some illegal → the instructions skip them), the
 * instructions in order (608.2c) through the interpreter over the vocabulary's effects
 * (effects/), choices made while resolving (a pending decision that resumes the same
 * instruction), and where a resolved spell goes (608.2n, 608.3: battlefield for permanent
 * spells; buyback 702.27a to hand; flashback 702.34a to exile; else graveyard).
 */
import type { Effect } from "../state/vocabulary/index.js";
import type { ResolutionFrame, StackItem } from "../state/types.js";
import { baseValues, definition, obj } from "../core/objects.js";
import { emit, touch, type Ctx } from "../core/context.js";
import { BESTOW_ENCHANT } from "./alternative-costs.js";
import { characteristics } from "./layers.js";
import { isLegalTarget } from "./queries.js";
import { changeZone, enterBattlefield } from "./zones.js";
import { conditionHolds } from "./triggers.js";
import { runEffect } from "../effects/index.js";

/** Resolves the top object of the stack (CR 608.1). */
export function resolveTop(ctx: Ctx): void {
  const s = ctx.state;
  const item = s.stack[s.stack.length - 1];
  if (!item) return;
  const frame = frameFor(ctx, item);
  // CR 608.2b: check targets
  const specsCount = frame.targets.length;
  if (specsCount > 0) {
    const specs = targetSpecsOf(ctx, item);
    for (let i = 0; i < frame.targets.length; i++) {
      const spec = specs[Math.min(i, specs.length - 1)];
      if (!spec || !isLegalTarget(ctx, spec, frame.targets[i]!, frame.controller, frame.source).ok)
        frame.illegal.push(i);
    }
    const o = item.kind === "spell" ? s.objects[item.object] : undefined;
    if (o?.bestowed && frame.illegal.length > 0) {
      // CR 702.103e: a bestowed Aura spell whose target is illegal ceases to be bestowed and resolves as a creature spell
      delete o.bestowed;
      touch(ctx);
      frame.illegal = [];
      frame.targets = [];
      emit(ctx, "resolve", `${frame.sourceName}'s target is illegal: it resolves as a creature spell (CR 702.103e)`);
    } else if (frame.illegal.length === frame.targets.length) {
      emit(ctx, "fizzle", `${frame.sourceName} doesn't resolve: all its targets are illegal (CR 608.2b)`);
      s.stack.pop();
      // 702.34a: a spell cast with flashback is exiled whenever it would leave the stack.
      if (item.kind === "spell")
        changeZone(ctx, item.object, s.objects[item.object]!.spell?.flashback ? "exile" : "graveyard");
      return;
    }
  }
  if (
    item.kind === "ability" &&
    item.ability.condition &&
    !conditionHolds(ctx, item.ability.condition, item.ability.source, item.ability.kicked, item.ability.controller)
  ) {
    emit(ctx, "resolve", `${frame.sourceName}'s ability does nothing (its condition no longer holds, CR 603.4)`);
    s.stack.pop();
    return;
  }
  // a spell resolves under its own name; an ability is not its source (CR 113.7, 608.1)
  emit(
    ctx,
    "resolve",
    item.kind === "ability" ? `${frame.sourceName}'s ability resolves` : `${frame.sourceName} resolves`,
  );
  runFrame(ctx, frame);
}

function targetSpecsOf(ctx: Ctx, item: StackItem) {
  if (item.kind === "ability") return item.ability.targetSpecs;
  const o = obj(ctx, item.object);
  const def = o.card ? definition(ctx, o.card) : undefined;
  if (!def) return [];
  if (o.bestowed) return [{ text: "enchant", objects: BESTOW_ENCHANT, min: 1, max: 1 }]; // CR 702.103b
  if (def.enchant) return [{ text: "enchant", objects: def.enchant, min: 1, max: 1 }];
  const modes = o.spell?.modes.length ? o.spell.modes : [0];
  return def.spell ? modes.flatMap((m) => def.spell!.modes[m]!.targets) : [];
}

function frameFor(ctx: Ctx, item: StackItem): ResolutionFrame {
  if (item.kind === "ability") {
    const a = item.ability;
    return {
      item,
      controller: a.controller,
      source: a.source,
      sourceName: a.sourceName,
      effects: a.effects,
      pc: 0,
      targets: a.targets,
      illegal: [],
      x: a.x,
      kicked: a.kicked ?? false,
      refs: a.refs,
      last: [],
      ...(a.amount !== undefined ? { amount: a.amount } : {}),
      ...(a.division ? { division: a.division } : {}),
    };
  }
  const o = obj(ctx, item.object);
  const def = o.card ? definition(ctx, o.card) : undefined;
  const sp = o.spell!;
  const effects: Effect[] = [];
  if (def?.spell && def.automated !== false) {
    const modes = sp.modes.length ? sp.modes : [0];
    // the chosen modes' targets are announced one after another (CR 700.2, 601.2c): each mode's
    // own target numbers start after the targets of the modes chosen before it
    let offset = 0;
    for (const m of modes) {
      const mode = def.spell.modes[m]!;
      effects.push(...(offset === 0 ? mode.effects : shiftTargets(mode.effects, offset)));
      offset += mode.targets.length;
    }
  }
  return {
    item,
    controller: o.controller,
    source: o.id,
    sourceName: baseValues(ctx, o).name,
    effects,
    pc: 0,
    targets: sp.targets,
    illegal: [],
    x: sp.x,
    kicked: sp.kicked,
    refs: [],
    last: [],
    ...(sp.division ? { division: sp.division } : {}),
  };
}

/** Continues a resolution after a decision was answered. */
export function resumeFrame(ctx: Ctx, frame: ResolutionFrame): void {
  runFrame(ctx, frame);
}

function runFrame(ctx: Ctx, frame: ResolutionFrame): void {
  while (frame.pc < frame.effects.length) {
    const e = frame.effects[frame.pc]!;
    const r = runEffect(ctx, frame, e);
    if (r === "pending") return;
    frame.pc++;
    frame.answer = undefined;
    frame.arranged = undefined;
    if (r === "suspended") return; // an entry choice will resume the frame
  }
  finish(ctx, frame);
}

function finish(ctx: Ctx, frame: ResolutionFrame): void {
  const s = ctx.state;
  const item = frame.item;
  if (item.kind === "ability") {
    const i = s.stack.findIndex((it) => it.kind === "ability" && it.ability.id === item.ability.id);
    if (i >= 0) s.stack.splice(i, 1);
    return;
  }
  const o = s.objects[item.object];
  if (!o || o.zone !== "stack") return;
  const c = characteristics(ctx, o.id);
  const permanent = c.types.some((t) =>
    ["Creature", "Artifact", "Enchantment", "Planeswalker", "Land", "Battle"].includes(t),
  );
  if (permanent) {
    // CR 608.3: a permanent spell becomes a permanent; an Aura spell attaches to its target (303.4f).
    const attachTo = c.subtypes.includes("Aura") ? (o.spell?.targets[0] ?? null) : null;
    enterBattlefield(ctx, o.id, o.controller, {
      castInfo: {
        kicked: o.spell?.kicked ?? false,
        x: o.spell?.x ?? 0,
        ...(o.spell?.alternative ? { alternative: o.spell.alternative } : {}),
      },
      attachTo,
    });
    return;
  }
  if (o.spell?.buyback) changeZone(ctx, o.id, "hand");
  else if (o.spell?.flashback) changeZone(ctx, o.id, "exile");
  else changeZone(ctx, o.id, "graveyard");
}

/** A copy of `x` with every target reference (`{ kind: "target", index }`, earthbend's `target`) moved up by `by`. */
function shiftTargets<T>(x: T, by: number): T {
  if (Array.isArray(x)) return x.map((v: unknown) => shiftTargets(v, by)) as T;
  if (x === null || typeof x !== "object") return x;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(x as Record<string, unknown>)) out[k] = shiftTargets(v, by);
  if (out["kind"] === "target") out["index"] = ((out["index"] as number | undefined) ?? 0) + by;
  if (out["kind"] === "earthbend" && typeof out["target"] === "number") out["target"] = (out["target"] as number) + by;
  return out as T;
}
