/**
 * Oracle-text normalisation, the compiler's first pass: one canonical spelling for the
 * wordings in the field, so the grammar has one rule per clause.
 *
 * - the card's own name, its short name ("Toph" for "Toph, the Blind Bandit", CR 201.4b),
 *   the placeholder "CARDNAME" a few catalog texts print, and "this creature" / "this
 *   permanent" / "this card" … (the current wording of a self-reference, CR 201.5) all
 *   become `~`;
 * - reminder text (parenthesised, CR 207.2a) is removed — it has no rules meaning;
 * - the older wording of the reference catalog becomes the current one: "enters the
 *   battlefield" → "enters", "converted mana cost" → "mana value", "shuffle your library"
 *   → "shuffle" (the 2019-era and current Oracle texts mean the same);
 * - the text is lower-cased (mana symbols included) with single spaces, one ability a line.
 */

/** One line (paragraph) of Oracle text: the text as printed and its normalised form. */
export interface OracleLine {
  /** The line as the catalog prints it (reminder text included), for reports and ability texts. */
  printed: string;
  /** The normalised line the grammar reads. Empty when the line was reminder text only. */
  text: string;
}

/** Ability words (CR 207.2c, and two newer ones) that may head a line: "Threshold — …". Kept in the printed text, dropped for the grammar. */
const ABILITY_WORD =
  /^(adamant|addendum|alliance|battalion|bloodrush|celebration|channel|chroma|cohort|constellation|converge|council's dilemma|coven|delirium|descend 4|descend 8|domain|eerie|eminence|enrage|fateful hour|fathomless descent|ferocious|formidable|grandeur|hellbent|heroic|imprint|inspired|join forces|kinship|landfall|lieutenant|magecraft|metalcraft|morbid|pack tactics|paradox|parley|radiance|raid|rally|revolt|secret council|spell mastery|strive|survival|sweep|tempting offer|threshold|undergrowth|valiant|will of the council|corrupted|flurry) — /;

const SELF_WORDS = /\bthis (creature|permanent|artifact|enchantment|land|card|spell|aura|equipment|vehicle)\b/g;

const WORD = /\w/;
const WORD_OR_QUOTE = /[\w']/;

/**
 * `text` with every whole-word occurrence of `name` as `~`: the same as replacing
 * `/(?<![\w'])name(?![\w])/g`, without compiling a regular expression per card (one each
 * for 18,000 names is a third of a second).
 */
function replaceName(text: string, name: string): string {
  if (name === "") return text.replace(new RegExp(`(?<![\\w'])(?![\\w])`, "g"), "~");
  let out = "";
  let from = 0;
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const end = at + name.length;
    if (at > 0 && WORD_OR_QUOTE.test(text[at - 1]!)) continue;
    if (end < text.length && WORD.test(text[end]!)) continue;
    out += `${text.slice(from, at)}~`;
    from = end;
    at = end - 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * `line` without its reminder text (CR 207.2a): every parenthesised part, with the spaces
 * before it, removed — "Cycling {2} ({2}, Discard this card: Draw a card.)" → "Cycling {2}";
 * a line that is reminder text only gives "". Nothing else of the line changes (no trimming
 * of its other spaces, no lower-casing).
 */
export function dropReminderText(line: string): string {
  return line.replace(/\s*\([^()]*\)/g, "");
}

/** A trigger's subject, a capitalised phrase, before the event's verb ("When Phage enters", "Whenever Star-Crowned attacks"). */
const TRIGGER_SUBJECT =
  /\b(?:When|Whenever) ([A-Z][\w'-]*(?: [A-Z][\w'-]*)*) (?=enters|attacks|blocks|deals|dies|becomes|is |leaves|gets)/g;

/**
 * The other names a text calls its card by (CR 201.4b): the subject of a trigger that begins
 * with the first word of a name of two or more words but isn't that name — a first name
 * ("When Phage enters" of Phage the Untouchable, "When Hazezon leaves"), the first word of a
 * name ("Whenever Star-Crowned attacks" of Star-Crowned Stag), or the name misspelt after its
 * first word ("When Skymarch Bloodletters enters" of Skymarch Bloodletter). Exported for tests.
 */
export function variantNames(oracleText: string, name: string): string[] {
  const space = name.indexOf(" ");
  if (space < 0 || !oracleText.includes("When")) return [];
  const first = name.slice(0, space);
  const out: string[] = [];
  for (const m of oracleText.matchAll(TRIGGER_SUBJECT)) {
    const v = m[1]!;
    if (v !== name && (v === first || v.startsWith(`${first} `)) && !name.startsWith(`${v},`) && !out.includes(v))
      out.push(v);
  }
  return out;
}

/**
 * Splits and normalises a face's Oracle text. `name` is the face's name (the name the text
 * refers to itself by). Never throws; an empty text gives no lines.
 */
export function normalizeOracle(oracleText: string, name: string): OracleLine[] {
  // "CARDNAME": the placeholder a few catalog texts still print for the card's name
  const names = [name, "CARDNAME"];
  const comma = name.indexOf(",");
  if (comma > 0) names.push(name.slice(0, comma));
  // longest first: "Skymarch Bloodletters" before a shorter name it contains
  names.push(...variantNames(oracleText, name));
  names.sort((a, b) => b.length - a.length);
  const out: OracleLine[] = [];
  for (const raw of oracleText.split("\n")) {
    const printed = raw.trim();
    if (!printed) continue;
    let t = printed;
    for (let i = 0; i < names.length; i++) if (t.includes(names[i]!)) t = replaceName(t, names[i]!);
    if (t.includes("(")) t = dropReminderText(t);
    if (/[\u2018\u2019\u201c\u201d\u2212]/.test(t))
      t = t
        .replace(/[\u2018\u2019]/g, "'")
        .replace(/[\u201c\u201d]/g, '"')
        .replace(/\u2212/g, "-");
    t = t.toLowerCase();
    if (t.includes("this ")) t = t.replace(SELF_WORDS, "~");
    if (t.includes("enters the battlefield")) t = t.replace(/\benters the battlefield\b/g, "enters");
    if (t.includes("converted mana cost")) t = t.replace(/\bconverted mana cost\b/g, "mana value");
    if (t.includes("shuffle your library")) t = t.replace(/\bshuffle your library\b/g, "shuffle");
    if (/\s\s|\t/.test(t)) t = t.replace(/\s+/g, " ");
    t = t.trim();
    if (t.includes(" — ")) t = t.replace(ABILITY_WORD, ""); // ability words have no rules meaning (CR 207.2c)
    out.push({ printed, text: t });
  }
  return out;
}

/**
 * A clause's template for the coverage work list: numbers become `N`, mana symbols `{M}`,
 * so that "deals 2 damage" and "deals 3 damage" count as one template.
 */
export function clauseTemplate(text: string): string {
  return text
    .replace(/\{[^}]+\}/g, "{M}")
    .replace(/[+-]?\b\d+\b/g, (m) => (m.startsWith("+") ? "+N" : m.startsWith("-") ? "-N" : "N"));
}
