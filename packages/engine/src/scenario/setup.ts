/**
 * Building the game a scenario's `setup` describes: turn, step and active player, each
 * player's life, poison and zones with cards (or tokens, CR 111.1) tapped, "sick" (302.6),
 * with counters, damage marked (120.6) or attached — then the game runs forward to where the player acts.
 */
import type { TokenSpec } from "../state/vocabulary/index.js";
import { isCardType, isCounterKind, isKeyword, isSupertype } from "../state/vocabulary/index.js";
import type { GameState, ObjectId, PlayerId, StepName } from "../state/types.js";
import { STEPS } from "../state/types.js";
import { PROTOTYPE_KEYS } from "../state/action-schema.js";
import { copiableOfToken, createObject } from "../core/objects.js";
import { newCtx, type CardRegistry, type Ctx } from "../core/context.js";
import { settle } from "../rules/turn-structure.js";
import { emptyState } from "../game.js";
import { field, isObj, ScenarioError, type Json, type Runner } from "./runner.js";

const PLAYERS: PlayerId[] = ["you", "opponent"];
const ZONES = ["library", "hand", "battlefield", "graveyard", "exile"] as const;

/**
 * Builds the game state a scenario's `setup` describes (for benchmarks, tests and loading a
 * board in a UI). Returns the state and the labels (label → object id), or throws an Error
 * whose message names the offending field.
 */
export function stateFromSetup(
  setup: unknown,
  seed: number,
  cards: CardRegistry,
): { state: GameState; labels: Record<string, ObjectId> } {
  try {
    field(isObj(setup), "setup", "must be an object");
    const r = buildSetup(setup as Json, seed, cards, {});
    return { state: r.state, labels: Object.fromEntries(r.labels) };
  } catch (e) {
    if (e instanceof ScenarioError) throw new Error(e.message);
    throw e;
  }
}

/** The game of a scenario's `setup`, with its labels; throws a ScenarioError naming a bad field. */
export function buildSetup(
  setup: Json,
  seed: number,
  cards: CardRegistry,
  opts: { skipUnknownCards?: boolean },
): Runner {
  const s = emptyState(seed);
  const turn = setup["turn"] ?? 1;
  field(Number.isInteger(turn) && (turn as number) >= 1, "setup.turn", "must be a positive integer", turn);
  const active = setup["active"] ?? "you";
  field(active === "you" || active === "opponent", "setup.active", 'must be "you" or "opponent"', active);
  const step = setup["step"] ?? "main1";
  field(STEPS.includes(step as StepName), "setup.step", `must be one of ${STEPS.join(", ")}`, step);
  s.turn = turn as number;
  s.active = active as PlayerId;
  s.startingPlayer = (s.turn % 2 === 1) === (s.active === "you") ? "you" : "opponent";
  s.step = step as StepName;
  s.clock = 10;
  s.players[s.active].turnStartedAt = 5;
  s.players[s.active === "you" ? "opponent" : "you"].turnStartedAt = 3;
  const ctx: Ctx = newCtx(s, cards);
  const labels = new Map<string, ObjectId>();
  const attach: [ObjectId, string, string][] = [];
  for (const p of PLAYERS) {
    const ps = setup[p];
    if (ps === undefined) continue;
    field(isObj(ps), `setup.${p}`, "must be an object");
    const pj = ps as Json;
    if (pj["life"] !== undefined) {
      field(typeof pj["life"] === "number", `setup.${p}.life`, "must be a number", pj["life"]);
      s.players[p].life = pj["life"] as number;
    }
    if (pj["poison"] !== undefined) {
      field(
        Number.isInteger(pj["poison"]) && (pj["poison"] as number) >= 0,
        `setup.${p}.poison`,
        "must be a non-negative integer",
        pj["poison"],
      );
      s.players[p].poison = pj["poison"] as number;
    }
    if (pj["landsPlayed"] !== undefined) {
      field(Number.isInteger(pj["landsPlayed"]), `setup.${p}.landsPlayed`, "must be an integer");
      s.players[p].landsPlayed = pj["landsPlayed"] as number;
    }
    for (const zone of ZONES) {
      const list = pj[zone];
      if (list === undefined) continue;
      field(Array.isArray(list), `setup.${p}.${zone}`, "must be an array");
      (list as unknown[]).forEach((entry, k) => {
        const path = `setup.${p}.${zone}[${k}]`;
        let card: string | null = null;
        let token: TokenSpec | null = null;
        let e: Json = {};
        if (typeof entry === "string") card = entry;
        else {
          field(isObj(entry), path, "must be a card name or an object");
          e = entry as Json;
          if (e["token"] !== undefined) token = parseToken(e["token"], `${path}.token`);
          else {
            field(typeof e["card"] === "string", `${path}.card`, "must be a card name");
            card = e["card"] as string;
          }
        }
        if (card !== null && !cards.get(card))
          throw new ScenarioError(`${path}: unknown card "${card}"`, undefined, !!opts.skipUnknownCards);
        const o = createObject(
          ctx,
          { card, copiable: token ? copiableOfToken(token) : null, isToken: !!token, owner: p, zone },
          true,
        );
        if (e["id"] !== undefined) {
          field(typeof e["id"] === "string", `${path}.id`, "must be a string");
          field(!labels.has(e["id"] as string), `${path}.id`, "is used twice", e["id"]);
          labels.set(e["id"] as string, o.id);
        }
        if (e["tapped"] !== undefined) {
          field(typeof e["tapped"] === "boolean", `${path}.tapped`, "must be true or false");
          o.tapped = e["tapped"] as boolean;
        }
        o.controlSince = e["sick"] === true ? 10 : 0;
        if (e["sick"] !== undefined) field(typeof e["sick"] === "boolean", `${path}.sick`, "must be true or false");
        if (e["counters"] !== undefined) {
          field(isObj(e["counters"]), `${path}.counters`, "must be an object of counter kind to number");
          for (const [kind, n] of Object.entries(e["counters"] as Json)) {
            field(isCounterKind(kind), `${path}.counters`, "names a counter kind no card has (CR 122.1)", kind);
            field(Number.isInteger(n) && (n as number) >= 0, `${path}.counters.${kind}`, "must be a whole number", n);
            field(!PROTOTYPE_KEYS.has(kind), `${path}.counters`, "has a kind that is no counter's name", kind);
            if ((n as number) > 0) o.counters[kind] = n as number;
          }
        }
        if (e["damage"] !== undefined) {
          field(
            Number.isInteger(e["damage"]) && (e["damage"] as number) >= 0,
            `${path}.damage`,
            "must be a whole number (damage marked, CR 120.6)",
            e["damage"],
          );
          o.damage = e["damage"] as number;
        }
        if (e["attachedTo"] !== undefined) {
          field(typeof e["attachedTo"] === "string", `${path}.attachedTo`, "must be a label");
          attach.push([o.id, e["attachedTo"] as string, `${path}.attachedTo`]);
        }
      });
    }
  }
  for (const [id, label, path] of attach) {
    const target = labels.get(label);
    field(target !== undefined, path, `no object has the label "${label}"`);
    s.objects[id]!.attachedTo = target!;
  }
  s.priority = s.active;
  const r: Runner = { state: s, cards, labels };
  settle(ctx);
  return r;
}

function parseToken(t: unknown, path: string): TokenSpec {
  field(isObj(t), path, "must be an object");
  const j = t as Json;
  const arr = <T extends string>(k: string, is: (x: unknown) => x is T = (x): x is T => typeof x === "string") => {
    const v = j[k] ?? [];
    field(
      Array.isArray(v) && (v as unknown[]).every((x) => typeof x === "string"),
      `${path}.${k}`,
      "must be an array of strings",
      v,
    );
    const unknown = (v as string[]).find((x) => !is(x));
    field(
      unknown === undefined,
      `${path}.${k}`,
      `has ${JSON.stringify(unknown)}, which is not one of the engine's ${k}`,
    );
    return v as T[];
  };
  const num = (k: string) => {
    const v = j[k];
    field(v === undefined || v === null || typeof v === "number", `${path}.${k}`, "must be a number", v);
    return (v ?? null) as number | null;
  };
  field(j["name"] === undefined || typeof j["name"] === "string", `${path}.name`, "must be a string");
  return {
    ...(typeof j["name"] === "string" ? { name: j["name"] as string } : {}),
    colors: arr("colors") as TokenSpec["colors"],
    types: arr("types", isCardType),
    subtypes: arr("subtypes"),
    supertypes: arr("supertypes", isSupertype),
    power: num("power"),
    toughness: num("toughness"),
    keywords: arr("keywords", isKeyword),
  };
}
