/**
 * Tokens with abilities of their own (CR 111.1, 111.3: "create a 1/1 colorless Eldrazi Scion
 * creature token. It has 'Sacrifice this creature: Add {C}.'"): the abilities are kept as an
 * extra card definition of the game (`GameState.extraCards`, named after the token and its
 * abilities), which the token's copiable values refer to like a card's.
 */
import type { CardDefinition, TokenSpec } from "../state/vocabulary/index.js";
import type { CopiableValues } from "../state/types.js";
import type { Ctx } from "./context.js";
import { copiableOfToken } from "./objects.js";

/** A short stable digest of a text (FNV-1a, 32 bits, hex). */
function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, "0");
}

/** The copiable values of a token made by an effect (CR 111.3), its abilities registered with the game when it has some. */
export function tokenCopiable(ctx: Ctx, spec: TokenSpec): CopiableValues {
  const values = copiableOfToken(spec);
  if (!spec.abilities?.length) return values;
  const s = ctx.state;
  const key = `${values.name} (abilities ${digest(JSON.stringify(spec.abilities))})`;
  if (!Object.hasOwn(s.extraCards, key)) {
    const def: CardDefinition = {
      name: key,
      manaCost: null,
      colors: spec.colors,
      types: spec.types,
      subtypes: spec.subtypes,
      power: spec.power,
      toughness: spec.toughness,
      oracleText: values.oracleText,
      abilities: spec.abilities,
    };
    s.extraCards = { ...s.extraCards, [key]: def };
  }
  return { ...values, abilities: spec.abilities.map((_, index) => ({ card: key, index })) };
}
