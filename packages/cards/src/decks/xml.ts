/**
 * Readers for the two XML deck formats, using fast-xml-parser (validation first, so a
 * malformed file is reported with the line the XML parser stopped at).
 *
 * - MTGO `.dek` (Magic: The Gathering Online's deck export):
 *   `<Deck><Cards CatID="…" Quantity="4" Sideboard="false" Name="Lightning Bolt"/></Deck>`;
 *   split cards are named `Fire/Ice`. The file carries no deck name.
 * - Cockatrice `.cod`: `<cockatrice_deck version="1"><deckname>…</deckname>`
 *   `<zone name="main"><card number="4" name="Lightning Bolt"/></zone><zone name="side">…`.
 *   The `tokens` zone (tokens the deck makes) is not part of the deck and is skipped;
 *   Cockatrice 2.9+'s optional `setShortName`/`collectorNumber` attributes are kept.
 *
 * `<!DOCTYPE>` declarations are refused outright: neither program writes them, and they are
 * how entity-expansion ("billion laughs") payloads arrive.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { lineOf } from "./input.js";
import { parseCount, quote } from "./lines.js";
import { emptyDeck, type DeckEntry, type DeckError, type DeckSection, type ParsedDeck } from "./types.js";

type XmlFormat = "mtgo" | "cockatrice";
type XmlNode = Record<string, unknown>;

const META = XMLParser.getMetaDataSymbol() as unknown as string;

function fatalDeck(format: XmlFormat, error: DeckError): ParsedDeck {
  return { ...emptyDeck(format), errors: [error], fatal: true };
}

/** Validates and parses XML text; returns the document or the one fatal error. */
function parseXml(text: string, format: XmlFormat): { ok: true; doc: XmlNode } | { ok: false; deck: ParsedDeck } {
  const doctype = /<!DOCTYPE/i.exec(text);
  if (doctype) {
    return {
      ok: false,
      deck: fatalDeck(format, {
        line: lineOf(text, doctype.index),
        message: "the XML has a <!DOCTYPE> declaration, which deck files never have; refusing to read it",
      }),
    };
  }
  let valid: ReturnType<typeof XMLValidator.validate>;
  try {
    valid = XMLValidator.validate(text);
  } catch (e) {
    return {
      ok: false,
      deck: fatalDeck(format, { line: null, message: `malformed XML: ${e instanceof Error ? e.message : String(e)}` }),
    };
  }
  if (valid !== true) {
    return { ok: false, deck: fatalDeck(format, { line: valid.err.line, message: `malformed XML: ${valid.err.msg}` }) };
  }
  try {
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "",
      parseAttributeValue: false,
      parseTagValue: false,
      captureMetaData: true,
      // Also decodes numeric character references (`&#251;` → û), which plain XML entity
      // processing in fast-xml-parser leaves as they are.
      htmlEntities: true,
      isArray: (tag) => tag === "Cards" || tag === "zone" || tag === "card",
    });
    const doc: unknown = parser.parse(text);
    if (doc === null || typeof doc !== "object") throw new Error("no document element");
    return { ok: true, doc: doc as XmlNode };
  } catch (e) {
    return {
      ok: false,
      deck: fatalDeck(format, { line: null, message: `malformed XML: ${e instanceof Error ? e.message : String(e)}` }),
    };
  }
}

function asNode(v: unknown): XmlNode | undefined {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as XmlNode) : undefined;
}

function asNodes(v: unknown): XmlNode[] {
  if (!Array.isArray(v)) return [];
  const out: XmlNode[] = [];
  for (const x of v) {
    const node = asNode(x);
    if (node) out.push(node);
  }
  return out;
}

/** Attribute `name` of `node`, matched case-insensitively, as a trimmed string. */
function attr(node: XmlNode, name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [k, v] of Object.entries(node)) {
    if (k.toLowerCase() === lower && (typeof v === "string" || typeof v === "number")) return String(v).trim();
  }
  return undefined;
}

function textOf(v: unknown): string | undefined {
  if (typeof v === "string") return v.trim();
  const node = asNode(v);
  const t = node?.["#text"];
  return typeof t === "string" ? t.trim() : undefined;
}

function lineOfNode(text: string, node: XmlNode): number | null {
  const meta = (node as Record<string, unknown>)[META] as { startIndex?: number } | undefined;
  return meta?.startIndex !== undefined ? lineOf(text, meta.startIndex) : null;
}

/**
 * Reads one card element into `deck[section]`, or records why it cannot: a missing name, or
 * a count that is not a positive whole number. `what` names the element in messages.
 */
function addCard(
  deck: ParsedDeck,
  text: string,
  node: XmlNode,
  section: DeckSection,
  name: string | undefined,
  countText: string | undefined,
  what: string,
): DeckEntry | undefined {
  const line = lineOfNode(text, node) ?? 0;
  const at = line > 0 ? line : null;
  if (name === undefined || name.length === 0) {
    deck.errors.push({ line: at, message: `${what} without a card name` });
    return undefined;
  }
  if (countText === undefined) {
    deck.errors.push({ line: at, message: `${what} for ${quote(name)} has no count` });
    return undefined;
  }
  const count = parseCount(countText);
  if (typeof count === "string") {
    deck.errors.push({ line: at, message: `${quote(name)}: ${count}` });
    return undefined;
  }
  const entry: DeckEntry = { name: name.replace(/\s+/g, " "), count, line };
  deck[section].push(entry);
  return entry;
}

/**
 * Parses MTGO `.dek` XML into a {@link ParsedDeck} with format `mtgo`. Each `<Cards>` element
 * with `Sideboard="true"` goes to the sideboard, `"false"` (or none) to the main deck; any
 * other value, and a card-like element under another tag (`<Card>`), is an error naming its
 * line rather than a guess or a silent drop. Malformed XML or a
 * root other than `<Deck>` is fatal; bad elements give line-numbered errors. Never throws.
 */
export function parseMtgoDeck(text: string): ParsedDeck {
  const parsed = parseXml(text, "mtgo");
  if (!parsed.ok) return parsed.deck;
  const root = asNode(parsed.doc["Deck"]);
  if (!root) return fatalDeck("mtgo", { line: null, message: "the XML has no <Deck> element (not an MTGO .dek file)" });
  const deck: ParsedDeck = { ...emptyDeck("mtgo"), errors: [], fatal: false };
  for (const card of asNodes(root["Cards"])) {
    const sideboard = (attr(card, "Sideboard") ?? "false").toLowerCase();
    if (sideboard !== "true" && sideboard !== "false") {
      deck.errors.push({
        line: lineOfNode(text, card),
        message: `${quote(attr(card, "Name") ?? "a <Cards> element")}: Sideboard="${attr(card, "Sideboard") ?? ""}" must be "true" or "false"`,
      });
      continue;
    }
    const side = sideboard === "true";
    addCard(
      deck,
      text,
      card,
      side ? "sideboard" : "main",
      attr(card, "Name"),
      attr(card, "Quantity"),
      "a <Cards> element",
    );
  }
  for (const [key, value] of Object.entries(root)) {
    // a card-like element under another tag (<Card>, <cards>) would otherwise be dropped without a word
    if (key === "Cards") continue;
    for (const node of Array.isArray(value) ? asNodes(value) : [asNode(value)].filter((n) => n !== undefined))
      if (attr(node, "Name") !== undefined || attr(node, "Quantity") !== undefined)
        deck.errors.push({
          line: lineOfNode(text, node),
          message: `a <${key}> element is not read (an MTGO .dek lists its cards in <Cards> elements)`,
        });
  }
  return deck;
}

/**
 * Parses Cockatrice `.cod` XML into a {@link ParsedDeck} with format `cockatrice`. Zone `main`
 * is the main deck and `side` the sideboard; `tokens` is skipped, and the cards of an unknown
 * zone are an error (they would otherwise vanish). The
 * deck name comes from `<deckname>`. Malformed XML or a root other than `<cockatrice_deck>`
 * is fatal; bad `<card>` elements give line-numbered errors. Never throws.
 */
export function parseCockatriceDeck(text: string): ParsedDeck {
  const parsed = parseXml(text, "cockatrice");
  if (!parsed.ok) return parsed.deck;
  const root = asNode(parsed.doc["cockatrice_deck"]);
  if (!root)
    return fatalDeck("cockatrice", {
      line: null,
      message: "the XML has no <cockatrice_deck> element (not a Cockatrice .cod file)",
    });
  const deck: ParsedDeck = { ...emptyDeck("cockatrice"), errors: [], fatal: false };
  const name = textOf(root["deckname"]);
  if (name) deck.name = name;
  for (const zone of asNodes(root["zone"])) {
    const zoneName = (attr(zone, "name") ?? "").toLowerCase();
    const section: DeckSection | undefined =
      zoneName === "main" ? "main" : zoneName === "side" ? "sideboard" : undefined;
    if (!section) {
      // tokens the deck makes are not part of it; any other zone's cards would vanish without a word
      if (zoneName !== "tokens" && asNodes(zone["card"]).length > 0)
        deck.errors.push({
          line: lineOfNode(text, zone),
          message: `zone ${quote(attr(zone, "name") ?? "")} is not read (a Cockatrice deck's zones are "main", "side" and "tokens")`,
        });
      continue;
    }
    for (const card of asNodes(zone["card"])) {
      const entry = addCard(deck, text, card, section, attr(card, "name"), attr(card, "number"), "a <card> element");
      const set = attr(card, "setShortName");
      const num = attr(card, "collectorNumber");
      if (entry && set) entry.set = set.toUpperCase();
      if (entry && num) entry.collectorNumber = num;
    }
  }
  return deck;
}
