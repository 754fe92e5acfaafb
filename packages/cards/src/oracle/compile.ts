/**
 * The Oracle-text compiler: a catalog card's printed characteristics and Oracle text →
 * a `CardDefinition` over the engine's vocabulary.
 *
 * All or nothing per card: the definition is `automated` only when every line of its text
 * compiled. Otherwise the card is played with what still compiled line by line (keywords,
 * entry replacements, restrictions, mana abilities … each line is an ability of its own,
 * CR 113.2) and `unautomated` lists the lines that did not, as printed. A spell's effect is
 * one instruction sequence (CR 608.2c), so an instant or sorcery keeps no effect unless all
 * of its effect text compiled. A mandatory additional cost that does not compile ("As an
 * additional cost to cast this spell, discard a card or pay {5}.") is listed in `castManually`:
 * the engine then does not cast the card, which the player casts with the manual tools, rather
 * than cast it for its mana cost alone (CR 118.8, 601.2f; `grammar/cost-clauses.ts`).
 */
import P from "./parsers.js";
import type {
  AbilityDef,
  Amount,
  CardDefinition,
  CardType,
  Color,
  Effect,
  Keyword,
  ObjectFilter,
  SpellMode,
  TargetSpec,
} from "@fishbowl/engine";
import { isSupertype, parseManaCost } from "@fishbowl/engine";
import { printedCharacteristics } from "../catalog/printed.js";
import type { CatalogCard } from "../catalog/types.js";
import { vanillaDefinition } from "../catalog/vanilla.js";
import {
  type Ctx,
  type LinePart,
  modeLine,
  modesHeader,
  permanentLine,
  setLine,
  spellLine,
  Unsupported,
} from "./grammar.js";
import { clauseTemplate, normalizeOracle } from "./normalize.js";
import { isMandatoryCostClause } from "./grammar/cost-clauses.js";
import { planeswalkerCheck } from "./grammar/loyalty.js";
import { compileSplit } from "./split.js";
import { hasX } from "./grammar/x-mana.js";
import { alternativesAdded } from "./grammar/casting.js";

/** The compiler's verdict on one card. */
export interface CompiledCard {
  /** The definition to play the card with; `automated: false` unless every clause compiled. */
  definition: CardDefinition;
  /** Whether every clause of the card's text compiled (the card counts as automated). */
  automated: boolean;
  /** The clauses (Oracle lines as printed, or a reason for the whole card) that did not compile. */
  unautomated: string[];
  /** Templates of the lines that did not compile (numbers → N, mana symbols → {M}), for the coverage work list. */
  failedTemplates: string[];
}

const COLORS: readonly Color[] = ["W", "U", "B", "R", "G"];
/** Card types whose objects the engine plays (CR 300.1 minus battles and the non-traditional cards). */
const PLAYABLE_TYPES: ReadonlySet<string> = new Set<CardType>([
  "Artifact",
  "Creature",
  "Enchantment",
  "Land",
  "Instant",
  "Sorcery",
  "Planeswalker",
  "Kindred",
  "Tribal",
]);

const isPlayable = (t: string): t is CardType => PLAYABLE_TYPES.has(t);

/** A line's context: no targets yet, "it" unset; `name` is the card's name ("named ~"), `spell` whether the line is an instant's or sorcery's. */
function freshCtx(name: string, spell: boolean): Ctx {
  return { targets: [], it: undefined, self: { kind: "self" }, name, spell };
}

/**
 * Whether the engine can tell an ability's or a spell's targets apart: a requirement for
 * several objects ("up to two target creatures") is referred to as all the chosen targets, so
 * it must be the only requirement (CR 601.2c: the others' targets would be among them).
 */
function targetsReadable(targets: readonly TargetSpec[]): boolean {
  return targets.length <= 1 || targets.every((t) => t.max <= 1);
}

/** Parsed lines by normalised text: the same clause recurs thousands of times ("flying"), and a part is a pure function of its text. */
const LINE_CACHE = new Map<string, LinePart | null>();
const LINE_CACHE_MAX = 50_000;

/** Forgets the parsed lines (for benchmarks that time compiling from scratch). */
export function clearCompilerCache(): void {
  LINE_CACHE.clear();
}

/** Parses one normalised line with the first of `parsers` that reads all of it; null when none does. */
function parseLine(parsers: readonly P.Parser<LinePart>[], text: string): LinePart | null {
  const key = `${parsers === spellLine ? "s" : "p"}${text}`;
  const hit = LINE_CACHE.get(key);
  if (hit !== undefined) return hit;
  const part = parseUncached(parsers, text);
  if (LINE_CACHE.size >= LINE_CACHE_MAX) LINE_CACHE.clear();
  LINE_CACHE.set(key, part);
  return part;
}

function parseUncached(parsers: readonly P.Parser<LinePart>[], text: string): LinePart | null {
  setLine(text);
  for (const p of parsers) {
    try {
      const r = p.skip(eof).parse(text);
      if (r.status) return r.value;
    } catch (e) {
      if (!(e instanceof Unsupported)) throw e;
    }
  }
  return null;
}
const eof = P.eof;

function manaCostOf(cost: string): string | null {
  if (!cost) return null;
  parseManaCost(cost); // throws on a cost the engine can't read
  return cost;
}

function unautomatedCard(card: CatalogCard, name: string, reason: string): CompiledCard {
  const definition = vanillaDefinition(card, name);
  return {
    definition: { ...definition, unautomated: [reason] },
    automated: false,
    unautomated: [reason],
    failedTemplates: [reason],
  };
}

/**
 * Compiles a catalog card. `name` is the name the definition answers to (the deck's
 * spelling; default the catalog name). Never throws: a card the compiler can't read is
 * returned with `automated: false` and its printed characteristics.
 */
export function compileCard(card: CatalogCard, name: string = card.name): CompiledCard {
  if (card.faces && card.faces.length > 0) {
    const split = card.layout === "split" ? compileSplit(card, name, (half) => compileCard(half)) : null; // CR 709
    return split ?? unautomatedCard(card, name, `${card.layout} cards (several faces) are not compiled yet`);
  }
  const pc = printedCharacteristics(card);
  const types = pc.types.filter(isPlayable);
  const supertypes = pc.supertypes.filter(isSupertype);
  // a word of the type line that is no card type or supertype (CR 205.2a, 205.4a) the engine plays
  const odd = pc.types.find((t) => !isPlayable(t)) ?? pc.supertypes.find((t) => !isSupertype(t));
  if (odd || types.length === 0) return unautomatedCard(card, name, `${odd ?? "typeless"} cards are not compiled yet`);
  let manaCost: string | null;
  try {
    manaCost = manaCostOf(pc.manaCost);
  } catch {
    return unautomatedCard(card, name, `mana cost ${pc.manaCost} is not readable`);
  }
  const isSpell = pc.types.includes("Instant") || pc.types.includes("Sorcery");
  const def: CardDefinition = {
    name,
    manaCost,
    colors: pc.colors.filter((c): c is Color => COLORS.includes(c as Color)),
    ...(supertypes.length ? { supertypes } : {}),
    types,
    ...(pc.subtypes.length ? { subtypes: pc.subtypes } : {}),
    oracleText: pc.oracleText,
  };
  const keywords: Keyword[] = [];
  const abilities: AbilityDef[] = [];
  const unautomated: string[] = [];
  const failedTemplates: string[] = [];
  const castManually: string[] = []; // cost clauses not read: the card is cast with the manual tools (grammar/cost-clauses.ts)
  const fail = (printed: string, text: string): void => {
    unautomated.push(printed);
    failedTemplates.push(clauseTemplate(text));
    if (isMandatoryCostClause(text)) castManually.push(printed);
  };
  /** The characteristic-defining abilities of power and toughness read (CR 604.3). */
  let cda: { power?: Amount; toughness?: Amount } | undefined;
  const modes: SpellMode[] = [];
  let modeChoice: { min: number; max: number } | undefined;
  let spellLinesFailed = false;
  const spellTexts: string[] = [];
  /** The spell's lines that were read (its modes' header, modes and instructions): not played either when another spell line fails. */
  const spellLinesRead: string[] = [];
  let enchant: ObjectFilter | undefined;

  const lines = normalizeOracle(pc.oracleText, pc.name);
  for (const line of lines) {
    if (!line.text) continue; // reminder text only (e.g. a basic land's "({T}: Add {G}.)")
    if (isSpell && !modeChoice) {
      const header = modesHeader.skip(eof).parse(line.text);
      if (header.status) {
        modeChoice = header.value;
        spellTexts.push(line.printed);
        spellLinesRead.push(line.printed);
        continue;
      }
    }
    if (isSpell && modeChoice && line.text.startsWith("• ")) {
      setLine(line.text);
      const r = modeLine.skip(eof).parse(line.text);
      try {
        if (!r.status) throw new Unsupported("mode");
        const modeCtx = freshCtx(pc.name, true);
        const mode = r.value(modeCtx);
        if (modeCtx.fromGraveyard) throw new Unsupported("a spell's instruction about its card in a graveyard");
        if (!targetsReadable(mode.targets)) throw new Unsupported("several objects for one target and another target");
        modes.push({ ...mode, text: line.printed.replace(/^•\s*/, "") });
        spellLinesRead.push(line.printed);
      } catch {
        spellLinesFailed = true;
        fail(line.printed, line.text);
      }
      continue;
    }
    const part = parseLine(isSpell ? spellLine : permanentLine, line.text);
    if (!part) {
      if (isSpell) spellLinesFailed = true;
      fail(line.printed, line.text);
      continue;
    }
    try {
      switch (part.kind) {
        case "keywords":
          keywords.push(...part.keywords);
          abilities.push(...part.abilities);
          if (part.extra) Object.assign(def, part.extra, alternativesAdded(def, part.extra));
          break;
        case "enchant":
          if (!pc.subtypes.includes("Aura")) throw new Unsupported("enchant on a non-Aura");
          enchant = part.filter;
          break;
        case "cda":
          cda = {
            ...cda,
            ...(part.which !== "toughness" ? { power: part.amount } : {}),
            ...(part.which !== "power" ? { toughness: part.amount } : {}),
          };
          break;
        case "additionalCost":
          def.additionalCost = part.cost;
          break;
        case "ability": {
          const a = part.build(freshCtx(pc.name, isSpell));
          if ("targets" in a && !targetsReadable(a.targets))
            throw new Unsupported("several objects for one target and another target");
          abilities.push({ ...a, text: line.printed });
          break;
        }
        case "abilities": {
          const built = part.builds.map((build) => ({ ...build(freshCtx(pc.name, isSpell)), text: line.printed }));
          if (built.some((a) => "targets" in a && !targetsReadable(a.targets)))
            throw new Unsupported("several objects for one target and another target");
          abilities.push(...built);
          break;
        }
        case "spell": {
          if (modeChoice) throw new Unsupported("effect text after the modes");
          const m = part.build(freshCtx(pc.name, isSpell));
          if (!targetsReadable(m.targets)) throw new Unsupported("several objects for one target and another target");
          modes.push({ ...m, text: line.printed });
          spellTexts.push(line.printed);
          spellLinesRead.push(line.printed);
          break;
        }
      }
    } catch (e) {
      if (!(e instanceof Unsupported) && !(e instanceof Error)) throw e;
      if (isSpell) spellLinesFailed = true;
      fail(line.printed, line.text);
    }
  }

  // "search your library for a card named ~, put it onto the battlefield", "return ~ from your graveyard to
  // the battlefield", "exile ~, then return it to the battlefield": refused for an Aura (CR 303.4f)
  if (pc.subtypes.includes("Aura")) {
    const all = (es: readonly Effect[]): Effect[] =>
      es.flatMap((e) => [
        e,
        ...all(
          e.kind === "optional" || e.kind === "conditional"
            ? e.then
            : e.kind === "delayed"
              ? e.effects
              : e.kind === "unlessPay"
                ? e.otherwise
                : [],
        ),
      ]);
    const putsItself = (es: Effect[]) =>
      es.some(
        (e) =>
          (e.kind === "search" && e.to === "battlefield" && e.filter.names?.includes(pc.name)) ||
          (e.kind === "putOntoBattlefield" && e.what.kind === "self"),
      ) ||
      (es.some((e) => e.kind === "exile" && e.what.kind === "self") && es.some((e) => e.kind === "putOntoBattlefield"));
    for (let i = abilities.length - 1; i >= 0; i--) {
      const a = abilities[i]!;
      if (!("effects" in a) || !putsItself(all(a.effects))) continue;
      abilities.splice(i, 1);
      unautomated.push(a.text);
      failedTemplates.push("an Aura put onto the battlefield by an instruction");
    }
  }
  // "~ becomes a 1/5 Spirit artifact creature": an Equipment or Aura that's a creature is unattached or
  // put into the graveyard (CR 301.5c, 303.4d), which the engine doesn't check, so refused for those
  if (pc.subtypes.some((t) => t === "Equipment" || t === "Aura" || t === "Fortification")) {
    const animatesSelf = (a: AbilityDef) =>
      "effects" in a &&
      a.effects.some(
        (e) =>
          e.kind === "modify" &&
          e.what.kind === "self" &&
          e.mods.some((m) => m.kind === "addTypes" && m.types.includes("Creature")),
      );
    for (let i = abilities.length - 1; i >= 0; i--) {
      if (!animatesSelf(abilities[i]!)) continue;
      const [gone] = abilities.splice(i, 1);
      unautomated.push(gone!.text);
      failedTemplates.push("an attachment that becomes a creature");
    }
  }
  // "When ~ leaves the battlefield, return the exiled card …": linked to the card's abilities that exile (CR 607.2a)
  const returnsExiled = abilities.findIndex(
    (a) =>
      a.kind === "triggered" &&
      a.event.kind === "selfLeavesBattlefield" &&
      a.effects.some((e) => e.kind === "putOntoBattlefield" && e.what.kind === "refs"),
  );
  if (returnsExiled >= 0) {
    let linked = 0;
    for (const a of abilities) {
      if (a === abilities[returnsExiled] || (a.kind !== "triggered" && a.kind !== "activated")) continue;
      a.effects = a.effects.map((e) => (e.kind === "exile" ? (linked++, { ...e, link: true }) : e));
      if (a.effects.some((e) => e.kind === "champion")) linked++; // champion links what it exiles (CR 702.72a)
    }
    if (linked === 0) {
      const [gone] = abilities.splice(returnsExiled, 1);
      unautomated.push(gone!.text);
      failedTemplates.push("return the exiled card without an exiling ability");
    }
  }
  // Characteristics the rules need before anything else works (a Vehicle's printed P/T: CR 301.7a).
  if (pc.types.includes("Creature") || pc.subtypes.includes("Vehicle")) {
    const printedPT = /^\d+$/.test(card.power ?? "") && /^\d+$/.test(card.toughness ?? "");
    // each "*" side is defined by a CDA of that side, each printed number by none (CR 604.3, 208.2a)
    const sideOk = (printed: string | undefined, a: Amount | undefined) =>
      /^\d+$/.test(printed ?? "") ? a === undefined : printed === "*" && a !== undefined;
    if (cda && !printedPT && sideOk(card.power, cda.power) && sideOk(card.toughness, cda.toughness)) {
      def.power = cda.power ? null : (pc.power ?? 0);
      def.toughness = cda.toughness ? null : (pc.toughness ?? 0);
      if (cda.power) def.powerCda = cda.power;
      if (cda.toughness) def.toughnessCda = cda.toughness;
    } else {
      def.power = pc.power ?? 0;
      def.toughness = pc.toughness ?? 0;
      if (!printedPT) {
        unautomated.push(
          `power/toughness ${card.power ?? "?"}/${card.toughness ?? "?"} without a readable characteristic-defining ability`,
        );
        failedTemplates.push("*/* characteristic-defining ability");
      }
      if (cda) {
        unautomated.push("a characteristic-defining ability on a card with printed power and toughness");
        failedTemplates.push("CDA with printed P/T");
      }
    }
  } else if (cda) {
    unautomated.push("a characteristic-defining ability on a noncreature card");
    failedTemplates.push("CDA on a noncreature");
  }
  // modes chosen together, or paragraphs of one instruction sequence, share their targets (CR 700.2, 608.2c)
  if (
    isSpell &&
    !spellLinesFailed &&
    modes.length > 1 &&
    !(modeChoice && modeChoice.max === 1) &&
    !targetsReadable(modes.flatMap((m) => m.targets))
  ) {
    spellLinesFailed = true;
    unautomated.push("several objects for one target beside other targets");
    failedTemplates.push("multi-target beside other targets");
  }
  if (isSpell) {
    if (!spellLinesFailed && modes.length > 0) {
      if (modeChoice)
        def.spell = { modes, chooseMin: modeChoice.min, chooseMax: Math.min(modeChoice.max, modes.length) };
      else if (modes.length === 1) def.spell = { modes, chooseMin: 1, chooseMax: 1 };
      else {
        // several effect paragraphs are one instruction sequence (CR 608.2c)
        def.spell = {
          modes: [{ text: spellTexts.join("\n"), targets: modes.flatMap((m) => m.targets), effects: renumber(modes) }],
          chooseMin: 1,
          chooseMax: 1,
        };
      }
    } else if (!spellLinesFailed) {
      unautomated.push("no effect text");
      failedTemplates.push("instant or sorcery without an effect");
    } else {
      // a spell is played whole or not at all: the lines read are not played either, and say so (in the card's order)
      const order = new Map(lines.map((l, i) => [l.printed, i]));
      const at = (u: string) => order.get(u) ?? lines.length;
      unautomated.push(...spellLinesRead.filter((l) => !unautomated.includes(l)));
      unautomated.sort((a, b) => at(a) - at(b));
    }
  }
  if (pc.subtypes.includes("Aura")) {
    if (enchant) def.enchant = enchant;
    else {
      // without "Enchant …" the engine can't attach it: play it with no abilities at all
      unautomated.push('Enchant: no readable "Enchant …" line');
      failedTemplates.push("aura without enchant");
      abilities.length = 0;
    }
  }
  const walker = planeswalkerCheck(pc.types.includes("Planeswalker"), card.loyalty, abilities); // CR 306.5b, 606
  if (walker.entry) abilities.unshift(walker.entry);
  unautomated.push(...walker.problems);
  failedTemplates.push(...walker.problems);
  // "spend only black mana on X" restricts the X of the mana cost (CR 107.3): none, nothing to restrict
  if (def.xColor && !hasX(def.manaCost)) {
    delete def.xColor;
    unautomated.push("a restriction on X without an X in the mana cost");
    failedTemplates.push("spend only <color> mana on x without an X");
  }
  if (keywords.length) def.keywords = [...new Set(keywords)];
  if (abilities.length) def.abilities = abilities;
  const automated = unautomated.length === 0;
  if (!automated) {
    def.automated = false;
    def.unautomated = unautomated;
  }
  if (castManually.length) def.castManually = castManually;
  return { definition: def, automated, unautomated, failedTemplates };
}

/** Joins the effects of several paragraphs of one spell, renumbering their targets in order. */
function renumber(modes: SpellMode[]): SpellMode["effects"] {
  const out: SpellMode["effects"] = [];
  let offset = 0;
  for (const m of modes) {
    out.push(
      ...(JSON.parse(JSON.stringify(m.effects), (k, v) =>
        k === "index" && typeof v === "number" ? v + offset : v,
      ) as SpellMode["effects"]),
    );
    offset += m.targets.length;
  }
  return out;
}
