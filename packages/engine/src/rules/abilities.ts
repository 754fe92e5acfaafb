/**
 * Activating abilities (CR 602): from the battlefield, from a hand when the cost discards
 * the card (113.6m; cycling 702.29a), from a graveyard when the ability works there (113.6b;
 * unearth 702.84a); `{T}` with the 302.6 control condition, counters, life, sacrifices, discards
 * (701.8a) and exiling cards from the graveyard (406.2) as costs (118.3, 119.4, 602.2b), its mana cost paid automatically (rules/mana-payment.ts).
 * Mana abilities resolve at once, without the stack (605.3).
 */
import type { Action, GameObject } from "../state/types.js";
import type { Characteristics } from "../state/characteristics.js";
import { emit, refuse, touch, type Ctx } from "../core/context.js";
import { parseManaCost, requirementOf, type PaymentPlan } from "../core/mana.js";
import { characteristics, printed } from "./layers.js";
import { setTapped } from "./tapped.js";
import { LAND_TYPES } from "./filters.js";
import { activatedAbilities, activationsLeft, nameOf, passesControlCondition, recordActivation } from "./queries.js";
import { changeZone } from "./zones.js";
import { onLastCounterRemoved } from "./triggers.js";
import { activationConditionHolds } from "./activation-conditions.js";
import { addManaToPool } from "./mana-pool.js";
import { requirePriority, sorceryTiming } from "./timing.js";
import { checkTargets, divisionFor } from "./targets.js";
import { cardsCostChoice, payCardsCost, payReturnToHand, paySacrifice, sacrificeChoice } from "./costs.js";
import { crewChoice, payCrew } from "./crew.js";
import { checkEnergy, payEnergy } from "./energy.js";
import { executePayment, paymentOrRefuse, type SourceInfo } from "./mana-payment.js";
import { checkLoyaltyCost, payLoyaltyCost } from "./loyalty.js";
import {
  activationForbidden,
  isManaAbility,
  manaChoice,
  manaTriggerMana,
  runManaAbilityExtras,
} from "./mana-abilities.js";
import { attachedManaUnits } from "./attached-mana.js";

type ActivateAction = Extract<Action, { type: "activate" }>;

/** Activates an ability (CR 602.2); mana abilities resolve at once (605.3). */
export function activateAbility(ctx: Ctx, a: ActivateAction): void {
  requirePriority(ctx, a.player);
  const s = ctx.state;
  const o = s.objects[a.object];
  const fromHand = o?.zone === "hand";
  const fromGraveyard = o?.zone === "graveyard";
  // a card in a graveyard has only the abilities that function there (CR 113.6b)
  const graveyardAbility =
    fromGraveyard && activatedAbilities(characteristics(ctx, o.id)).some((ab) => ab.fromGraveyard);
  if (!o || (o.zone !== "battlefield" && !fromHand && !graveyardAbility))
    refuse("Only the abilities of permanents and of cards in your hand can be activated here.", "602.2", "113.6");
  const c = characteristics(ctx, o.id);
  if (fromHand || fromGraveyard ? o.owner !== a.player : c.controller !== a.player)
    refuse(`You don't ${fromHand || fromGraveyard ? "own" : "control"} ${c.name}.`, "602.2");
  const acts = activatedAbilities(c);
  const ab = acts[a.ability];
  if (!ab) noSuchAbility(ctx, o, c, a.ability);
  if (c.restrictions.includes("cantActivate"))
    refuse(`${c.name}'s activated abilities can't be activated: an effect says so (detain).`, "701.29a", "602.5");
  // An ability that functions from the graveyard works only there (CR 113.6b, 702.84a).
  if (fromGraveyard !== (ab.fromGraveyard ?? false)) {
    refuse(
      fromGraveyard
        ? `That ability of ${c.name} doesn't work from a graveyard.`
        : `That ability of ${c.name} can be activated only while the card is in your graveyard.`,
      "113.6b",
    );
  }
  // An ability whose cost discards its card works only from the hand; the others only on the battlefield (CR 113.6, 113.6m).
  if (fromHand && !ab.cost.discardSelf)
    refuse(`That ability of ${c.name} works only while it is on the battlefield.`, "113.6");
  if (!fromHand && ab.cost.discardSelf)
    refuse(`That ability of ${c.name} can be activated only while the card is in your hand.`, "113.6m", "702.29a");
  if (activationForbidden(c, ab)) refuse(`The activated abilities of ${c.name} can't be activated.`, "602.5");
  if (ab.sorcery && !sorceryTiming(ctx, a.player))
    refuse(`That ability of ${c.name} can be activated only as a sorcery.`, "602.5d", "702.6a");
  if (!activationConditionHolds(ctx, ab, o.id, a.player))
    refuse(`That ability of ${c.name} can be activated only if its condition holds: it doesn't now.`, "602.5b");
  if (activationsLeft(s, o, a.ability, ab) <= 0)
    refuse(
      `That ability of ${c.name} can be activated only ${ab.perTurn === 1 ? "once" : `${ab.perTurn} times`} each turn.`,
      "602.5b",
    );
  if (ab.cost.tap) {
    if (o.tapped) refuse(`${c.name} is tapped: its {T} cost can't be paid.`, "602.2b", "118.3");
    if (c.types.includes("Creature") && !passesControlCondition(ctx, o.id)) {
      refuse(`${c.name} came under your control this turn and has no haste: it can't use {T} abilities.`, "302.6");
    }
  }
  const rc = ab.cost.removeCounters;
  if (rc && (o.counters[rc.counter] ?? 0) < rc.amount)
    refuse(`${c.name} has no ${rc.counter} counter${rc.amount === 1 ? "" : "s"} to remove.`, "602.2b", "118.3");
  const life = ab.cost.payLife ?? 0;
  if (ab.cost.payEnergy) checkEnergy(ctx, a.player, ab.cost.payEnergy, `${c.name}'s ability`); // CR 107.14
  if (life > 0 && ctx.state.players[a.player].life < life)
    refuse(`Paying ${life} life for ${c.name}'s ability needs a life total of at least ${life}.`, "119.4", "602.2b");
  checkLoyaltyCost(ctx, o, c.name, ab.cost, a.player, a.x ?? 0); // CR 606.3, 606.6
  const targets = a.targets ?? [];
  if (ab.targets.length === 0 && targets.length > 0) refuse(`That ability has no targets.`, "602.2b");
  checkTargets(ctx, ab.targets, targets, a.player, `${c.name}'s ability`, o.id);
  const x = a.x ?? 0;
  const division = divisionFor(ctx, ab.effects, targets, x, a.player, `${c.name}'s ability`, a.divide); // CR 601.2d
  if (a.sacrifice !== undefined && !ab.cost.sacrifice)
    refuse(`That ability of ${c.name} has no sacrifice cost.`, "602.2b", "118.3");
  const sacrificed = ab.cost.sacrifice
    ? sacrificeChoice(ctx, ab.cost.sacrifice, a.player, o.id, a.sacrifice, `${c.name}'s ability`, "602.2b")
    : [];
  if (a.crew !== undefined && ab.cost.crew === undefined)
    refuse(`That ability of ${c.name} has no crew cost.`, "602.2b");
  const crew = ab.cost.crew !== undefined ? crewChoice(ctx, ab.cost.crew, a.player, o.id, a.crew, c.name) : [];
  // "Discard a card", "exile a creature card from your graveyard": cards the player chooses (CR 602.2b, 601.2h, 701.8b)
  if (a.discard !== undefined && !ab.cost.discard)
    refuse(`That ability of ${c.name} has no cost that discards a card.`, "602.2b", "118.3");
  if (a.exile !== undefined && !ab.cost.exileFromGraveyard)
    refuse(`That ability of ${c.name} has no cost that exiles a card from your graveyard.`, "602.2b", "118.3");
  const what = `${c.name}'s ability`;
  const discarded = ab.cost.discard
    ? cardsCostChoice(ctx, ab.cost.discard, "hand", a.player, o.id, a.discard, what)
    : [];
  const exiled = ab.cost.exileFromGraveyard
    ? cardsCostChoice(ctx, ab.cost.exileFromGraveyard, "graveyard", a.player, o.id, a.exile, what)
    : [];
  if (a.returnToHand !== undefined && !ab.cost.returnToHand)
    refuse(`That ability of ${c.name} has no cost that returns a permanent to its owner's hand.`, "602.2b", "118.3");
  const returned = ab.cost.returnToHand
    ? sacrificeChoice(ctx, ab.cost.returnToHand, a.player, o.id, a.returnToHand, what, "602.2b", "return")
    : [];
  const req = requirementOf(parseManaCost(ab.cost.mana ?? null), x, false, ab.cost.xColor).req;
  const mana = isManaAbility(ab);
  const chosen = manaChoice(c.name, ab, a.mana, mana);
  let payment: { plan: PaymentPlan; sources: SourceInfo[] } | null = null;
  // The source itself is tapped for mana last (a land that animates itself would rather stay untapped to attack).
  if (req.generic || req.colored.length || req.twobrid.length)
    payment = paymentOrRefuse(
      ctx,
      a.player,
      req,
      ab.cost.tap ? o.id : null,
      `${c.name}'s ability`,
      [...targets, o.id],
      null,
      a.payment,
    );
  else if (a.payment?.length)
    refuse(`That ability of ${c.name} costs no mana: no mana source pays for it.`, "601.2g", "602.2b");
  // --- commit
  if (payment) executePayment(ctx, a.player, payment.plan, payment.sources);
  if (ab.perTurn !== undefined) recordActivation(s, o, a.ability);
  if (ab.cost.tap) setTapped(ctx, o, true);
  if (ab.cost.crew !== undefined) payCrew(ctx, a.player, crew, o.id); // CR 702.122a-b
  if (ab.cost.payEnergy) payEnergy(ctx, a.player, ab.cost.payEnergy, `${c.name}'s ability`);
  payLoyaltyCost(ctx, o, c.name, ab.cost, x); // CR 606.4
  if (rc) {
    o.counters = { ...o.counters, [rc.counter]: (o.counters[rc.counter] ?? 0) - rc.amount };
    touch(ctx);
    if (rc.amount > 0 && o.counters[rc.counter] === 0) onLastCounterRemoved(ctx, o.id, rc.counter); // CR 702.63a
  }
  if (life > 0) {
    ctx.state.players[a.player].life -= life; // CR 119.4, 118.3
    emit(ctx, "life", `${a.player === "you" ? "You pay" : "The opponent pays"} ${life} life for ${c.name}'s ability`);
  }
  if (mana) {
    paySacrifice(ctx, a.player, sacrificed, `${c.name}'s ability`);
    payCardsCost(ctx, a.player, discarded, "hand", what);
    payCardsCost(ctx, a.player, exiled, "graveyard", what);
    payReturnToHand(ctx, a.player, returned, what);
    const added: string[] = [];
    for (const e of ab.effects) {
      if (e.kind !== "addMana") continue;
      const type = e.choices.length > 1 ? chosen! : e.choices[0]!;
      addManaToPool(ctx, a.player, type, e.amount ?? 1);
      for (let i = 0; i < (e.amount ?? 1); i++) added.push(`{${type}}`);
    }
    if (c.types.includes("Creature")) {
      for (const src of manaTriggerMana(ctx, a.player)) addManaToPool(ctx, a.player, src, 1);
    }
    // an Aura's "adds an additional one mana of any color" (CR 605.1b): of the type just made when it may be
    for (const unit of attachedManaUnits(ctx, o.id)) {
      const type =
        chosen && unit.includes(chosen)
          ? chosen
          : added[0] && unit.includes(added[0].slice(1, -1))
            ? added[0].slice(1, -1)
            : unit[0]!;
      addManaToPool(ctx, a.player, type, 1);
      added.push(`{${type}}`);
    }
    emit(ctx, "mana", `${c.name} is tapped for mana (${added.join("")})`, { object: o.id });
    if (ab.effects.some((e) => e.kind !== "addMana")) runManaAbilityExtras(ctx, a.player, o.id, ab.effects);
    // "Sacrifice ~: Add {G}": the cost is paid as the ability is activated (CR 602.2b, 601.2h)
    if (ab.cost.sacrificeSelf && s.objects[o.id]?.zone === "battlefield") changeZone(ctx, o.id, "graveyard");
    if (ab.cost.returnSelf) payReturnToHand(ctx, a.player, [o.id], what);
    return;
  }
  const id = `o${s.nextId++}`;
  s.stack.push({
    kind: "ability",
    ability: {
      id,
      kind: "activated",
      source: o.id,
      sourceCard: o.card,
      sourceName: c.name,
      controller: a.player,
      effects: ab.effects,
      targetSpecs: ab.targets,
      targets,
      x,
      refs: [],
      text: ab.text,
      ...(division ? { division } : {}),
    },
  });
  paySacrifice(
    ctx,
    a.player,
    sacrificed.filter((id) => id !== o.id || !ab.cost.sacrificeSelf),
    `${c.name}'s ability`,
  );
  payCardsCost(ctx, a.player, discarded, "hand", what);
  payCardsCost(ctx, a.player, exiled, "graveyard", what);
  payReturnToHand(ctx, a.player, ab.cost.returnSelf ? [...returned, o.id] : returned, what);
  if (ab.cost.sacrificeSelf && s.objects[o.id]?.zone === "battlefield") changeZone(ctx, o.id, "graveyard");
  if (ab.cost.discardSelf) {
    changeZone(ctx, o.id, "graveyard");
    emit(
      ctx,
      "discard",
      `${a.player === "you" ? "You discard" : "The opponent discards"} ${c.name} to pay for its ability`,
      { object: o.id },
    );
  }
  s.passes = 0;
  emit(
    ctx,
    "activate",
    `${a.player === "you" ? "You activate" : "The opponent activates"} ${c.name}'s ability${targets.length ? ` targeting ${targets.map((t) => nameOf(ctx, t)).join(", ")}` : ""}`,
    { object: o.id },
  );
}

/**
 * Refuses activating an ability the object doesn't have (CR 602.1). When its printed abilities
 * have one at that number, an effect removed it, and the refusal cites that effect's rule too:
 * a change of land types removes the abilities of a land's rules text (305.7, layer 4), other
 * effects remove abilities in layer 6 (613.1f).
 */
function noSuchAbility(ctx: Ctx, o: GameObject, c: Characteristics, index: number): never {
  const own = activatedAbilities(printed(ctx, o));
  const prefix = `${c.name} has no activated ability number ${index}`;
  if (o.zone !== "battlefield" || index < 0 || index >= own.length) refuse(`${prefix}.`, "602.1");
  const before = printed(ctx, o).subtypes.filter((t) => LAND_TYPES.has(t));
  const now = c.subtypes.filter((t) => LAND_TYPES.has(t));
  if (c.types.includes("Land") && before.join() !== now.join())
    refuse(
      `${prefix}: its land types changed (now ${now.join(" ") || "none"}), so it lost the abilities of its rules text.`,
      "602.1",
      "305.7",
      "613.1d",
    );
  const by = ctx.state.effects.find(
    (e) => e.objects.includes(o.id) && e.mods.some((m) => m.kind === "loseAllAbilities"),
  );
  const source = by?.source ? nameOf(ctx, by.source) : null;
  refuse(`${prefix}: ${source ? `${source} made it lose` : "an effect removed"} its abilities.`, "602.1", "613.1f");
}
