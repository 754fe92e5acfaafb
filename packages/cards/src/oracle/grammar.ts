/**
 * The Oracle-text grammar: parser combinators (parsimmon) over one normalised line of
 * Oracle text (see `normalize.ts`), by clause structure — cost, trigger condition, effect,
 * targets, duration — not by whole-card templates. Each rule names the CR rule whose words
 * it reads. A rule yields a *builder* (`B<T>`, a function of the line's `Ctx`) rather than a
 * value, so that targets are numbered in text order only once the whole line has parsed
 * (PEG backtracking never leaves a half-allocated target behind).
 *
 * The grammar accepts only what the engine's vocabulary implements; anything else fails to
 * parse and the line is reported as not automated ("when unsure, refuse").
 *
 * The rules live in `grammar/`, by what they read: `base.ts` (words, numbers, mana, keywords,
 * counters, the line context), `filters.ts` (object descriptions), `refs.ts` (targets and
 * references), `effects-objects.ts`, `effects-zones.ts`, `effects-players.ts` and
 * `effects-library.ts` (instructions), `effects.ts` (sentences of instructions),
 * `conditions.ts` ("as long as", "if"), `keywords.ts` (keyword lines), `triggers.ts`
 * (triggered abilities), `statics.ts` (static abilities), `abilities.ts` (costs, activated
 * abilities, replacements) and `lines.ts` (a whole line of a permanent or a spell).
 */
export {
  type B,
  type Ctx,
  type KeywordExtra,
  type LinePart,
  Unsupported,
  setLine,
  number,
  manaSymbols,
  SIMPLE_KEYWORDS,
} from "./grammar/base.js";
export { objects } from "./grammar/filters.js";
export { effects } from "./grammar/effects.js";
export { modeLine, modesHeader, permanentLine, spellLine } from "./grammar/lines.js";
