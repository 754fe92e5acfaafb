/**
 * Casting in a main phase (`mainPhaseAction`): the land drop first, then the spell or ability
 * that scores best — haste enablers, creatures, token makers, earthbend, copies, Auras and
 * equipment, burn at the goldfish's face — with kicker, X, strive and Phyrexian mana chosen
 * here; with a lethal plan (lethal.ts), only the plan's spells. The policy is listed in index.ts.
 */
import {
  apply,
  legalActions,
  view,
  type Action,
  type CardDefinition,
  type CardRegistry,
  type GameState,
  type TargetSpec,
} from "@fishbowl/engine";
import { landScore } from "./lands.js";
import { inPlan, lethalPlan } from "./lethal.js";
import {
  activatedOf,
  animatesSelf,
  definitionOf,
  genericMana,
  harmful,
  hurtsOwnOnEntry,
  isManaAbilityDef,
  minimumMana,
  mv,
  roleOf,
  spellEffects,
} from "./roles.js";
import { creatureValue, table, targetScore, untappedSources, type Seen, type Table } from "./table.js";

/**
 * Whether a ritual (a spell that only adds mana: Dark Ritual) makes a spell in hand castable
 * now that isn't without it, counting mana as our untapped sources plus the pool (colors aside).
 */
function ritualEnables(
  state: GameState,
  registry: CardRegistry,
  t: Table,
  ritual: CardDefinition,
  precombat: boolean,
): boolean {
  let pool = 0;
  for (const n of Object.values(state.players.you.manaPool)) pool += n;
  const available = untappedSources(t) + pool;
  const adds = spellEffects(ritual, undefined).reduce((n, e) => n + (e.kind === "addMana" ? (e.amount ?? 1) : 0), 0);
  const withRitual = available - minimumMana(ritual.manaCost) + adds;
  return t.hand.some((o) => {
    if (o.types.includes("Land")) return false;
    const def = definitionOf(state, registry, state.objects[o.id]?.card ?? null);
    if (!def) return false;
    const role = roleOf(def, def.types);
    if (
      role === "ritual" ||
      role === "steal" ||
      role === "removal" ||
      role === "pump" ||
      (role === "nothing" && precombat)
    )
      return false;
    const need = minimumMana(def.manaCost);
    return need > available && need <= withRitual;
  });
}

/**
 * The best thing to do with priority in a main phase (`precombat`: the first), or null to move
 * on: the land drop, then the best-scored cast or activation among `legalActions`.
 */
export function mainPhaseAction(state: GameState, registry: CardRegistry, precombat: boolean): Action | null {
  // The land drop comes first, and is certainly legal here (our main phase, empty stack,
  // no land played yet: CR 305.1-305.2): no need to list every action for it.
  let seen: Table | null = null;
  if (state.players.you.landsPlayed < 1) {
    const t = (seen = table(state, registry));
    let best: Seen | null = null;
    let bestScore = -Infinity;
    for (const o of t.hand) {
      if (!o.types.includes("Land")) continue;
      const score = landScore(state, registry, t, o.id);
      if (score > bestScore) {
        best = o;
        bestScore = score;
      }
    }
    if (best) return { type: "playLand", player: "you", object: best.id };
  }
  const legal = legalActions(state, "you", registry);
  if (legal.length <= 1) return null; // only "pass"
  const t = seen ?? table(state, registry);
  // a lethal this turn: cast only its spells (lethal.ts)
  const plan = lethalPlan(state, registry, t, precombat ? "precombat" : "postcombat");
  const attacking = new Set<string>();
  let best: Action | null = null;
  let bestScore = 0;
  const consider = (a: Action, score: number) => {
    if (score > bestScore) {
      best = a;
      bestScore = score;
    }
  };
  const hand = t.hand;
  // the cards castable for their mana cost or a cost other than face down (morph only when not, CR 702.37c)
  // (asked only about a card castable face down: most main phases have none)
  let faceUp: Set<string> | undefined;
  const faceUpCastable = (id: string): boolean =>
    (faceUp ??= new Set(legal.flatMap((x) => (x.type === "cast" && x.alternative !== "morph" ? [x.object] : [])))).has(
      id,
    );
  const spellsInHand = hand.filter((o) => !o.types.includes("Land")).length;
  for (const a of legal) {
    if (a.type === "playLand") {
      consider(a, 10000 + landScore(state, registry, t, a.object));
    } else if (a.type === "cast") {
      const o = t.byId.get(a.object);
      if (!o) continue;
      if (plan && !inPlan(plan, o.name, a.kicker === true)) continue;
      const whole = definitionOf(state, registry, state.objects[a.object]?.card ?? null);
      const def = a.face !== undefined ? (whole?.faces?.[a.face] ?? whole) : whole; // a split card's half (CR 709.3)
      if (def?.additionalCost?.sacrifice) continue; // sacrificing a permanent to cast (CR 118.8) is left to the player
      const role =
        a.alternative === "bestow" ? "aura" : roleOf(def, a.face !== undefined && def ? def.types : o.types, a.modes);
      const mv = o.manaValue;
      let score = 0;
      switch (role) {
        case "haste":
          score = 7000 + mv;
          break;
        case "creature":
          score = 5000 + mv * 10 + (o.keywords.includes("Haste") ? 5 : 0);
          // a creature whose toughness is defined by a count (Boneyard Wurm) would die at 0 (CR 704.5f)
          if (
            def?.toughnessCda !== undefined &&
            (view(state, registry).players.you.hand.find((h) => h.id === a.object)?.toughness ?? 0) <= 0
          )
            score = 0;
          if (
            def?.kicker &&
            def.abilities?.some(
              (ab) => ab.kind === "triggered" && ab.effects.some((e) => e.kind === "modify" && e.what.kind === "all"),
            )
          ) {
            // kicked, it pumps the team and gives haste (Goblin Bushwhacker): cast it kicked after the
            // creatures it pumps; unkicked only as the last spell of the hand, after combat
            score = a.kicker ? 3500 + 10 * t.myCreatures.length : !precombat && spellsInHand <= 1 ? 1100 : 0;
          } else if (a.kicker) score += 50;
          break;
        case "tokens":
          score = 4500 + mv * 10;
          break;
        case "earthbend":
          score = 4400 + mv * 10;
          break;
        case "copy": {
          if (t.myCreatures.length === 0) break;
          score = 4200 + mv * 10;
          break;
        }
        case "aura":
          score = t.myCreatures.length ? 4300 + mv : 0;
          break;
        case "equipment":
          score = 2000 + mv;
          break;
        case "burn": {
          score = 3000 + mv;
          const x = a.x;
          if (x !== undefined && !plan) {
            const life = state.players.opponent.life;
            if (x < 3 && x < life && spellsInHand > 1) score = 0;
            else score += x;
          }
          break;
        }
        case "permanent":
          score = 1500 + mv;
          break;
        case "nothing":
          score = precombat ? 0 : 1000 + mv;
          break;
        case "other":
          score = 1200 + mv;
          break;
        case "ritual":
          score = def && ritualEnables(state, registry, t, def, precombat) ? 9500 : 0;
          break;
        case "team": {
          // a team pump (Overrun) before combat, once the creatures that can attack are out
          const attackers = t.myCreatures.filter((c) => c.canAttack).length;
          score = precombat && attackers > 0 ? 3200 + 10 * attackers : 0;
          break;
        }
        case "pump":
        case "steal":
        case "removal":
          score = 0;
          break;
      }
      score = alternativeCostScore(
        a,
        def,
        role,
        score,
        precombat,
        t,
        mv,
        a.alternative === "morph" && faceUpCastable(a.object),
      );
      if (score > 0 && a.replicate) score += a.replicate; // each copy is the spell once more (CR 702.56a)
      // A permanent whose enters trigger must harm a target (Acidic Slime, Oblivion Ring) while
      // the goldfish has no permanent: it would have to hit one of ours, so it waits.
      if (def && hurtsOwnOnEntry(def) && !state.battlefield.some((id) => state.objects[id]?.controller === "opponent"))
        continue;
      // a plan's burn: the least generic mana first (the engine may pay generic mana with a color a later spell needs)
      if (plan && role === "burn") score = 3000 - 10 * genericMana(def?.manaCost ?? null) + mv;
      if (score <= 0) continue;
      const bad =
        role === "burn" || role === "removal" || role === "steal" || harmful(def ? spellEffects(def, a.modes) : []);
      if (role === "copy") {
        const better = bestCopyTarget(t, attacking);
        if (!better) continue;
        const c = a.targets && a.targets.length === 1 && a.targets[0] !== better ? { ...a, targets: [better] } : a;
        const ts = targetScore(t, c.targets, false, role, attacking);
        if (ts !== -Infinity) consider(c, score + ts);
        continue;
      }
      const ts = targetScore(t, a.targets, bad, role, attacking);
      if (ts === -Infinity) continue;
      const planX = plan?.x.get(o.name);
      consider(
        withPhyrexianLife(state, def, planX !== undefined && a.x !== undefined && planX < a.x ? { ...a, x: planX } : a),
        score + ts,
      );
    } else if (a.type === "turnFaceUp") {
      // a face-down creature turned face up (CR 702.37e) before combat: the bigger creature attacks
      if (plan) continue;
      const whole = definitionOf(state, registry, state.objects[a.object]?.card ?? null);
      consider(a, precombat ? 4000 + 10 * mv(whole?.manaCost ?? null) : 900);
    } else if (a.type === "activate") {
      const o = t.byId.get(a.object);
      if (!o) continue;
      const def = definitionOf(state, registry, state.objects[a.object]?.card ?? null);
      const ab = def ? activatedOf(def)[a.ability] : undefined;
      if (!ab || ab.kind !== "activated" || ab.cost.sacrifice) continue; // sacrificing another permanent (CR 118.3) is left to the player
      if (plan) continue; // a lethal plan: its spells only
      if (isManaAbilityDef(ab)) continue; // mana is made as spells are paid for (CR 601.2g), not on its own
      if (ab.cost.loyalty !== undefined) continue; // loyalty abilities: loyalty.ts
      if (/\{x\}/i.test(ab.cost.mana ?? "") && !a.x) continue; // X = 0 (CR 107.3a): the ability does nothing
      let score = 0;
      const effects = ab.effects;
      if (effects.some((e) => e.kind === "search")) score = 9000;
      else if (effects.some((e) => e.kind === "attach")) {
        if (o.attachedTo && t.byId.get(o.attachedTo)?.controller === "you") continue;
        score = precombat ? 2500 : 0;
      } else if (effects.some((e) => e.kind === "damage")) {
        score = precombat ? 0 : 2600;
      } else if (
        effects.some(
          (e) =>
            e.kind === "createTokens" ||
            e.kind === "createCopyTokens" ||
            e.kind === "earthbend" ||
            e.kind === "addCounters",
        )
      ) {
        score = 2400;
      } else if (effects.some(animatesSelf)) {
        // a land that becomes a creature (Treetop Village): before combat, if it could attack
        // (302.6, as the engine says) and is still untapped once the cost is paid; after the
        // spells (mana for them first)
        if (!precombat || o.types.includes("Creature") || o.tapped || !o.controlCondition) continue;
        // a Vehicle (CR 702.122a): crewed only when it adds damage — more power than the crew that could attack itself
        const lost = (a.crew ?? []).reduce((n, id) => {
          const c = t.byId.get(id);
          return n + (c?.canAttack ? Math.max(0, c.power ?? 0) : 0);
        }, 0);
        if (ab.cost.crew !== undefined && (o.power ?? 0) <= lost) continue;
        const after = apply(state, a, registry);
        if (!after.ok || after.state.objects[a.object]?.tapped !== false) continue;
        score = 1150;
      } else continue; // unknown abilities (sacrifice everything…) are left alone
      if (score <= 0) continue;
      const bad = harmful(effects);
      const ts = targetScore(
        t,
        a.targets,
        bad,
        effects.some((e) => e.kind === "earthbend") ? "earthbend" : "pump",
        attacking,
      );
      if (ts === -Infinity) continue;
      consider(a, score + ts);
    }
  }
  return best && !plan ? moreCopies(state, registry, t, best, attacking) : best; // a plan counts one copy
}

/**
 * A copy spell with strive (Twinflame: "any number of target creatures you control", {2}{R}
 * more per extra target): copy the best two or three creatures when the mana allows. The
 * larger casts are tried on a copy of the state (`apply` is pure), so nothing unaffordable
 * is ever played; this happens only when such a spell is the chosen play.
 */
function moreCopies(
  state: GameState,
  registry: CardRegistry,
  t: Table,
  chosen: Action,
  attacking: Set<string>,
): Action {
  if (chosen.type !== "cast" || !chosen.targets || chosen.targets.length !== 1) return chosen;
  const def = definitionOf(state, registry, state.objects[chosen.object]?.card ?? null);
  if (!def?.strive || roleOf(def, def.types, chosen.modes) !== "copy") return chosen;
  const spec = spellTargetSpec(def);
  if (!spec || spec.max < 2) return chosen;
  const ranked = t.myCreatures
    .filter((o) => !o.keywords.includes("Shroud"))
    .sort((a, b) => creatureValue(b, attacking) - creatureValue(a, attacking));
  // only try what the untapped mana could possibly pay (each extra target costs the strive cost more)
  const mana = untappedSources(t) + Object.values(state.players.you.manaPool).reduce((n, x) => n + x, 0);
  const affordable = Math.floor((mana - minimumMana(def.manaCost)) / Math.max(1, minimumMana(def.strive))) + 1;
  for (let k = Math.min(3, spec.max, ranked.length, affordable); k >= 2; k--) {
    const bigger: Action = { ...chosen, targets: ranked.slice(0, k).map((o) => o.id) };
    if (apply(state, bigger, registry).ok) return bigger;
  }
  return chosen;
}

function spellTargetSpec(def: CardDefinition): TargetSpec | undefined {
  const specs = def.spell?.modes[0]?.targets ?? [];
  return specs.length === 1 ? specs[0] : undefined;
}

function bestCopyTarget(t: Table, attacking: Set<string>): string | null {
  let best: Seen | null = null;
  for (const o of t.myCreatures) {
    if (o.keywords.includes("Shroud")) continue;
    if (!best || creatureValue(o, attacking) > creatureValue(best, attacking)) best = o;
  }
  return best?.id ?? null;
}

/**
 * The score of a cast for an alternative cost (CR 118.9), from `score`, the score of casting it
 * for its mana cost: surge a little more (the same spell for less mana, 702.117a); evoke only
 * when its enters triggers deal damage or draw cards (it is sacrificed, 702.74a), below burn;
 * bestowed (702.103a) before combat onto a creature that can attack, just above casting it as
 * a creature (the damage comes this turn); face down (morph) only when it can't be cast face up;
 * otherwise not at all.
 */
function alternativeCostScore(
  a: Extract<Action, { type: "cast" }>,
  def: CardDefinition | undefined,
  role: string,
  score: number,
  precombat: boolean,
  t: Table,
  mv: number,
  faceUpCastable: boolean,
): number {
  switch (a.alternative) {
    case undefined:
      return score;
    case "surge":
      return score > 0 ? score + 1 : 0;
    case "evoke":
      return def && evokeWorth(def) ? 2900 + (score > 0 ? 1 : 0) : 0;
    case "morph":
      return faceUpCastable ? 0 : 5000 + 20; // a 2/2 for {3} (CR 702.37c), scored as a creature of mana value 2
    case "bestow":
      return role === "aura" && precombat && t.myCreatures.some((c) => c.canAttack) ? 5000 + mv * 10 + 6 : 0; // above the creature cast (5000 + 10 mv, + 5 with haste)
  }
}

/** Whether a creature's enters trigger deals damage or draws cards (what it's worth evoked, CR 702.74a). */
function evokeWorth(def: CardDefinition): boolean {
  return (def.abilities ?? []).some(
    (ab) =>
      ab.kind === "triggered" &&
      ab.event.kind === "entersSelf" &&
      !ab.condition &&
      ab.effects.some((e) => e.kind === "damage" || e.kind === "draw" || e.kind === "loseLife"),
  );
}

/** Pays Phyrexian symbols with life while life is comfortable (the goldfish never attacks). */
export function withPhyrexianLife(
  state: GameState,
  def: CardDefinition | undefined,
  a: Extract<Action, { type: "cast" }>,
): Action {
  if (!def || a.phyrexian || !/\/P\}/i.test(def.manaCost ?? "") || a.flashback) return a;
  const symbols = (def.manaCost ?? "").match(/\/P\}/gi)?.length ?? 0;
  if (state.players.you.life <= 2 * symbols + 4) return a;
  return { ...a, phyrexian: "life" };
}
