/**
 * Playing lands (CR 305) and casting spells (CR 601.2): everything announced while casting
 * (601.2b-c, 601.2f) — modes (700.2), targets (115), X (107.3), kicker (702.33), buyback
 * (702.27), flashback (702.34), alternative costs (118.9: evoke, surge, bestow), Phyrexian payments (107.4f), an additional sacrifice (118.8),
 * the division of a divided amount among the targets (601.2d) —
 * then the total cost (rules/costs.ts) paid with mana (rules/mana-payment.ts). Every check
 * happens before anything changes, so a refused action leaves the game as it was.
 */
import type { Action, SpellChoices } from "../state/types.js";
import { definition, moveObject } from "../core/objects.js";
import { emit, refuse, type Ctx } from "../core/context.js";
import { parseManaCost } from "../core/mana.js";
import { characteristics } from "./layers.js";
import { nameOf } from "./queries.js";
import { enterBattlefield } from "./zones.js";
import { onCast } from "./triggers.js";
import { requirePriority, sorceryTiming } from "./timing.js";
import { checkModesHaveTargets, checkTargets, chosenSpellEffects, divisionFor, spellTargetSpecs } from "./targets.js";
import {
  castingManaCost,
  costReductionOf,
  paySacrifice,
  phyrexianChoice,
  reduceGeneric,
  sacrificeChoice,
  spellCost,
} from "./costs.js";
import { announcedAlternative } from "./alternative-costs.js";
import { queueReplicate } from "./spell-copies.js";
import { executePayment, paymentOrRefuse } from "./mana-payment.js";
import { chooseSplitHalf } from "./split.js";

type CastAction = Extract<Action, { type: "cast" }>;
type PlayLandAction = Extract<Action, { type: "playLand" }>;

// ---------------------------------------------------------------- playing lands

/** Plays a land (CR 305.1-305.2): the active player's main phase, empty stack, one per turn. */
export function playLand(ctx: Ctx, a: PlayLandAction): void {
  requirePriority(ctx, a.player);
  const s = ctx.state;
  const o = s.objects[a.object];
  if (!o || o.zone !== "hand" || o.owner !== a.player) refuse("You can only play a land from your hand.", "305.1");
  const c = characteristics(ctx, o.id);
  if (!c.types.includes("Land")) refuse(`${c.name} is not a land; cast it instead.`, "305.1");
  if (!sorceryTiming(ctx, a.player))
    refuse("You can play a land only in your main phase, when the stack is empty.", "305.1", "116.2a");
  if (s.players[a.player].landsPlayed >= 1) refuse("You have already played a land this turn.", "305.2");
  s.players[a.player].landsPlayed++;
  s.passes = 0;
  emit(ctx, "playLand", `${a.player === "you" ? "You play" : "The opponent plays"} ${c.name}`);
  enterBattlefield(ctx, o.id, a.player, { landPlay: true });
}

/** Casts a spell (CR 601.2a-i). Refuses without changing anything when any step is illegal. */
export function castSpell(ctx: Ctx, a: CastAction): void {
  requirePriority(ctx, a.player);
  const s = ctx.state;
  const o = s.objects[a.object];
  if (!o || o.owner !== a.player) refuse("That card is not yours to cast.", "601.2a");
  chooseSplitHalf(ctx, o, a, castSpell); // CR 709.3
  const def = o.card ? definition(ctx, o.card) : null;
  if (!def) refuse("A token can't be cast.", "111.2");
  const flashback = a.flashback ?? (o.zone === "graveyard" && !!def.flashback);
  if (o.zone === "graveyard" && !(flashback && def.flashback))
    refuse(`${def.name} can't be cast from a graveyard.`, "601.2a", "702.34a");
  if (o.zone !== "hand" && o.zone !== "graveyard") refuse(`${def.name} is not in your hand.`, "601.2a");
  const c = characteristics(ctx, o.id);
  if (c.types.includes("Land")) refuse(`${c.name} is a land: play it instead of casting it.`, "305.9");
  if (def.castManually?.length)
    refuse(
      `${c.name} is cast with the manual tools: its cost "${def.castManually.join(" ")}" is not automated, so the engine can't determine what casting it costs.`,
      "601.2f",
      "118.8",
    );
  const instantSpeed = c.types.includes("Instant") || c.keywords.includes("Flash");
  if (!instantSpeed && !sorceryTiming(ctx, a.player)) {
    const rule = c.types.includes("Sorcery")
      ? "307.1"
      : c.types.includes("Creature")
        ? "302.1"
        : c.types.includes("Artifact")
          ? "301.1"
          : c.types.includes("Enchantment")
            ? "303.1"
            : "117.1a";
    refuse(`${c.name} can be cast only in your main phase when the stack is empty.`, rule, "117.1a");
  }
  // 601.2b: modes, X, optional costs
  // 702.42a: entwined, every mode is chosen (in the order written, 702.42b) and the entwine cost is added
  const entwined = !!a.entwine;
  if (entwined && (!def.entwine || def.automated === false || (def.spell?.modes.length ?? 0) < 2))
    refuse(`${def.name} has no entwine cost.`, "702.42a");
  let modes = entwined ? def.spell!.modes.map((_, i) => i) : (a.modes ?? []);
  if (entwined && a.modes && a.modes.join() !== modes.join())
    refuse("An entwined spell has all its modes, in the order written.", "702.42a", "702.42b");
  if (entwined) {
    // every mode: checked above
  } else if (def.spell && def.spell.modes.length > 1) {
    if (modes.length < def.spell.chooseMin || modes.length > def.spell.chooseMax)
      refuse(
        `Choose ${def.spell.chooseMin === def.spell.chooseMax ? def.spell.chooseMin : `${def.spell.chooseMin} to ${def.spell.chooseMax}`} mode(s) for ${c.name}.`,
        "700.2a",
        "601.2b",
      );
    if (modes.some((m) => m < 0 || m >= def.spell!.modes.length))
      refuse(`${c.name} has no such mode.`, "700.2a", "601.2b");
    if (new Set(modes).size !== modes.length) refuse("The same mode can't be chosen twice.", "700.2d");
  } else {
    // not modal (700.2): nothing to choose — naming its one mode is allowed, any other mode is refused
    const count = def.spell?.modes.length ?? 0;
    if (modes.length > count || modes.some((m) => m >= count))
      refuse(`${c.name} is not modal: it has no such mode.`, "700.2", "601.2b");
    modes = [];
  }
  const kicked = !!a.kicker;
  if (kicked && !def.kicker) refuse(`${c.name} has no kicker.`, "702.33a");
  const buyback = !!a.buyback;
  if (buyback && !def.buyback) refuse(`${c.name} has no buyback.`, "702.27a");
  // 118.9: an alternative cost (evoke, surge, bestow) rather than the mana cost
  const alternative = announcedAlternative(ctx, a.player, def, c.name, a.alternative, flashback)?.kind;
  const bestowed = alternative === "bestow";
  // 702.37c: cast face down, it is a 2/2 creature spell with no text: no flash, kicker, buyback or X of its own
  const faceDown = alternative === "morph";
  if (faceDown && !sorceryTiming(ctx, a.player))
    refuse(
      "A face-down creature spell can be cast only in your main phase when the stack is empty.",
      "702.37c",
      "302.1",
    );
  if (faceDown && (kicked || buyback)) refuse("A face-down spell has no kicker or buyback.", "702.37c", "708.2a");
  const replicate = a.replicate ?? 0;
  if (replicate > 0 && (!def.replicate || def.automated === false))
    refuse(`${c.name} has no replicate cost.`, "702.56a");
  if (!Number.isInteger(replicate) || replicate < 0) refuse("Replicate is paid a whole number of times.", "702.56a");
  const hasX = !faceDown && parseManaCost(def.manaCost).some((sym) => sym.kind === "x");
  const x = hasX ? (a.x ?? 0) : 0;
  if (!Number.isInteger(x) || x < 0) refuse("X must be a whole number, 0 or more.", "107.3a");
  // 601.2c: targets
  const targets = a.targets ?? [];
  const specs = faceDown ? [] : spellTargetSpecs(def, modes, bestowed); // a bestowed Aura spell targets a creature (702.103b)
  if (specs.length === 0 && targets.length > 0) refuse(`${c.name} has no targets.`, "601.2c");
  checkModesHaveTargets(ctx, def, modes, a.player, c.name); // CR 700.2a
  checkTargets(ctx, specs, targets, a.player, c.name, o.id); // the spell is the source (CR 702.16b)
  const division = divisionFor(ctx, chosenSpellEffects(def, modes), targets, x, a.player, c.name, a.divide); // CR 601.2d
  // 601.2f-h: total cost and payment
  const symbols = parseManaCost(castingManaCost(def, flashback, alternative)).filter(
    (sym) => sym.kind === "phyrexian",
  ).length;
  const phyrexianLife = phyrexianChoice(c.name, a.phyrexian, symbols);
  const cost = spellCost(def, {
    x,
    kicked,
    buyback,
    flashback,
    targets: targets.length,
    phyrexianLife,
    alternative,
    replicate,
    entwined,
  });
  // 601.2f: cost reductions (affinity, "spells you cast cost {N} less") apply to the generic part
  cost.req = reduceGeneric(cost.req, costReductionOf(ctx, a.player, o.id, def));
  if (cost.life > 0 && s.players[a.player].life < cost.life)
    refuse(`You can't pay ${cost.life} life with ${s.players[a.player].life} life.`, "119.4", "107.4f");
  // 601.2b, 601.2h: an additional sacrifice cost, chosen now and paid with the mana
  const extraSac =
    def.additionalCost?.sacrifice && def.automated !== false && !faceDown ? def.additionalCost.sacrifice : undefined;
  if (a.sacrifice !== undefined && !extraSac) refuse(`${c.name} has no sacrifice cost.`, "601.2b", "118.8");
  const sacrificed = extraSac ? sacrificeChoice(ctx, extraSac, a.player, null, a.sacrifice, c.name, "601.2h") : [];
  const { plan, sources } = paymentOrRefuse(
    ctx,
    a.player,
    cost.req,
    null,
    `${c.name}${x ? ` with X=${x}` : ""}`,
    targets,
    o.id,
    a.payment,
  );
  // --- everything is legal: commit (601.2a move to the stack, then pay)
  const choices: SpellChoices = {
    modes,
    targets,
    x,
    kicked,
    buyback,
    flashback,
    ...(alternative ? { alternative } : {}),
    ...(replicate ? { replicate } : {}),
    phyrexianLife: cost.life > 0 ? cost.life / 2 : 0,
    ...(division ? { division } : {}),
  };
  o.spell = choices;
  const onStack = moveObject(ctx, o.id, "stack", { controller: a.player });
  onStack.spell = choices;
  onStack.controller = a.player;
  if (bestowed) onStack.bestowed = true; // CR 702.103b: it becomes an Aura spell as it is put on the stack
  if (faceDown) onStack.faceDown = true; // CR 702.37c: a face-down spell
  s.players[a.player].castOnTurn = s.turn; // (surge, 702.117a)
  s.stack.push({ kind: "spell", object: onStack.id });
  executePayment(ctx, a.player, plan, sources);
  if (cost.life > 0) s.players[a.player].life -= cost.life;
  paySacrifice(ctx, a.player, sacrificed, c.name);
  s.passes = 0;
  emit(
    ctx,
    "cast",
    `${a.player === "you" ? "You cast" : "The opponent casts"} ${faceDown ? `${c.name} face down` : c.name}${kicked ? " (kicked)" : ""}${alternative && !faceDown ? ` for its ${alternative} cost` : ""}${x ? ` with X=${x}` : ""}${targets.length ? ` targeting ${targets.map((t) => nameOf(ctx, t)).join(", ")}` : ""}${cost.life ? ` paying ${cost.life} life` : ""}`,
    { object: onStack.id },
  );
  onCast(ctx, onStack.id, a.player);
  if (replicate > 0) queueReplicate(ctx, onStack.id, a.player, c.name, replicate); // CR 702.56a
}
