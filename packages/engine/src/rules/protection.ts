/**
 * Protection (CR 702.16): "protection from <quality>" — a color (105.1), artifacts or
 * creatures (card types, 205.2a). A permanent with it can't be targeted by spells with the
 * quality or abilities from sources with it (702.16b), can't be enchanted or equipped by such
 * Auras and Equipment (702.16c-d, put into the graveyard or unattached as a state-based
 * action), damage such sources would deal it is prevented (702.16e), and, attacking, it can't
 * be blocked by creatures with the quality (702.16f). Several instances are separate abilities
 * (702.16g); the same quality twice is redundant (702.16m).
 */
import type { Color } from "../state/basics.js";
import type { CardType, Keyword } from "../state/vocabulary/index.js";
import type { Characteristics } from "../state/characteristics.js";
import type { ObjectId } from "../state/types.js";
import type { Ctx } from "../core/context.js";
import { characteristics } from "./layers.js";

/** The protection keywords the engine knows, each with the quality it names. */
const QUALITIES: ReadonlyMap<Keyword, { color: Color } | { type: CardType }> = new Map<
  Keyword,
  { color: Color } | { type: CardType }
>([
  ["Protection from white", { color: "W" }],
  ["Protection from blue", { color: "U" }],
  ["Protection from black", { color: "B" }],
  ["Protection from red", { color: "R" }],
  ["Protection from green", { color: "G" }],
  ["Protection from artifacts", { type: "Artifact" }],
  ["Protection from creatures", { type: "Creature" }],
]);

/** Whether `keywords` (the protected object's) hold any protection ability — a quick test before the source is looked at. */
export function hasProtection(keywords: readonly Keyword[]): boolean {
  for (const k of keywords) if (QUALITIES.has(k)) return true;
  return false;
}

/**
 * The protection ability among `keywords` whose quality the source has (CR 702.16a), or null.
 * `source` is the source's characteristics: a spell's on the stack or in the hand as it is
 * cast, a permanent's on the battlefield.
 */
export function protectionFrom(keywords: readonly Keyword[], source: Characteristics | undefined): Keyword | null {
  if (!source) return null;
  for (const k of keywords) {
    const q = QUALITIES.get(k);
    if (!q) continue;
    if ("color" in q ? source.colors.includes(q.color) : source.types.includes(q.type)) return k;
  }
  return null;
}

/** The characteristics of a source object wherever it is (CR 702.16a looks at the source's characteristics), or undefined when it is gone. */
export function sourceCharacteristics(ctx: Ctx, source: ObjectId | null): Characteristics | undefined {
  if (!source || !ctx.state.objects[source]) return undefined;
  return characteristics(ctx, source);
}
