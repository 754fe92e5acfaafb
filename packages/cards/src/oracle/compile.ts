/**
 * The Oracle-text compiler: a catalog card's printed characteristics and Oracle text →
 * a `CardDefinition` over the engine's vocabulary.
 *
 * All or nothing per card: the definition is `automated` only when every line of its text
 * compiled. Otherwise the card is played with what still compiled line by line (keywords,
 * entry replacements, restrictions, mana abilities … each line is an ability of its own,
 * CR 113.2) and `unautomated` lists the lines that did not, as printed. A spell's effect is
 * one instruction sequence (CR 608.2c), so an instant or sorcery keeps no effect unless all
 * of its effect text compiled.
 */
import P from "./parsers.js";
import type {
  AbilityDef,
  Amount,
  CardDefinition,
  CardType,
  Color,
  Keyword,
  ObjectFilter,
  SpellMode,
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
/** Card types whose objects the engine plays (CR 300.1 minus planeswalkers, battles and the non-traditional cards). */
const PLAYABLE_TYPES: ReadonlySet<string> = new Set<CardType>([
  "Artifact",
  "Creature",
  "Enchantment",
  "Land",
  "Instant",
  "Sorcery",
  "Kindred",
  "Tribal",
]);

const isPlayable = (t: string): t is CardType => PLAYABLE_TYPES.has(t);

function freshCtx(): Ctx {
  return { targets: [], it: undefined, self: { kind: "self" } };
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
  if (card.faces && card.faces.length > 0)
    return unautomatedCard(card, name, `${card.layout} cards (several faces) are not compiled yet`);
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
  const fail = (printed: string, text: string): void => {
    unautomated.push(printed);
    failedTemplates.push(clauseTemplate(text));
  };
  let cda: Amount | undefined;
  const modes: SpellMode[] = [];
  let modeChoice: { min: number; max: number } | undefined;
  let spellLinesFailed = false;
  const spellTexts: string[] = [];
  let enchant: ObjectFilter | undefined;

  const lines = normalizeOracle(pc.oracleText, pc.name);
  for (const line of lines) {
    if (!line.text) continue; // reminder text only (e.g. a basic land's "({T}: Add {G}.)")
    if (isSpell && !modeChoice) {
      const header = modesHeader.skip(eof).parse(line.text);
      if (header.status) {
        modeChoice = header.value;
        spellTexts.push(line.printed);
        continue;
      }
    }
    if (isSpell && modeChoice && line.text.startsWith("• ")) {
      setLine(line.text);
      const r = modeLine.skip(eof).parse(line.text);
      try {
        if (!r.status) throw new Unsupported("mode");
        const mode = r.value(freshCtx());
        modes.push({ ...mode, text: line.printed.replace(/^•\s*/, "") });
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
          if (part.extra) Object.assign(def, part.extra);
          break;
        case "enchant":
          if (!pc.subtypes.includes("Aura")) throw new Unsupported("enchant on a non-Aura");
          enchant = part.filter;
          break;
        case "cda":
          cda = part.amount;
          break;
        case "additionalCost":
          def.additionalCost = part.cost;
          break;
        case "ability": {
          const a = part.build(freshCtx());
          abilities.push({ ...a, text: line.printed });
          break;
        }
        case "spell": {
          if (modeChoice) throw new Unsupported("effect text after the modes");
          const m = part.build(freshCtx());
          modes.push({ ...m, text: line.printed });
          spellTexts.push(line.printed);
          break;
        }
      }
    } catch (e) {
      if (!(e instanceof Unsupported) && !(e instanceof Error)) throw e;
      if (isSpell) spellLinesFailed = true;
      fail(line.printed, line.text);
    }
  }

  // Characteristics the rules need before anything else works.
  if (pc.types.includes("Creature")) {
    const printedPT = /^\d+$/.test(card.power ?? "") && /^\d+$/.test(card.toughness ?? "");
    if (cda && !printedPT) {
      def.power = null;
      def.toughness = null;
      def.powerCda = cda;
      def.toughnessCda = cda;
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
  if (keywords.length) def.keywords = [...new Set(keywords)];
  if (abilities.length) def.abilities = abilities;
  const automated = unautomated.length === 0;
  if (!automated) {
    def.automated = false;
    def.unautomated = unautomated;
  }
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
