/**
 * The goldfish autopilot: a player that answers every decision of a goldfish game by
 * choosing among `legalActions`, to measure how fast a deck kills (DESIGN.md "plays
 * thousands of goldfish games on autopilot"). It is a client of the engine like the UI:
 * it imports only the engine's public API (`@fishbowl/engine`), reads the plain-data
 * `GameState` and never touches the engine's internals; what the rules decide (which
 * creatures can attack, CR 508.1a; what is legal) it asks the engine (`attackOptions`,
 * `legalActions`). Play policy lives here, rules there — as Forge keeps forge-ai apart from
 * forge-game. Pure and deterministic: no clock, no Math.random, no Node or DOM API (it runs
 * in a browser worker too) — the same state always gives the same action, so a game is a
 * function of its setup.
 *
 * The policy in short — a strong goldfish player's priorities, in this order, in general terms
 * (no card names; the numbers in casting.ts's scores only rank these tiers; each priority is
 * tested case by case in its file's test):
 *
 * 1. **Win now if it can**: if some set of the castable spells, with the attack, deals the
 *    opponent's life this turn within the mana, cast only that set (lethal.ts).
 * 2. **Keep the curve with the land drop**: the land that lets the hand use the most mana now;
 *    a tapped land on a turn whose mana isn't needed, held while the untapped one's is (lands.ts).
 * 3. **Damage over this turn and the next**: haste enablers and creatures first (they attack
 *    every turn after), then what pumps them, then burn with the mana that would otherwise be
 *    wasted; never removal or burn at its own board (casting.ts, combat.ts).
 * 4. **Attack with everything** (the goldfish never blocks) and pump an attacker (combat.ts).
 * 5. **Keep and bottom for the earliest kill**: the keep rule is a land count (`keepRange`); the
 *    cards bottomed after a mulligan are those whose kept hand kills soonest with this deck in
 *    a small simulation (bottom.ts, model.ts), not a fixed land ratio.
 *
 * How close this is to optimal play is measured by `pnpm bench policy` (an exact solver of
 * simple decks; decision 007).
 *
 * The policy, decision by decision (each in its file: game.ts plays the game, priority.ts
 * steps through it):
 *
 * - **Mulligan** (London, CR 103.5): keep a 7-card hand with 2–5 lands; after one
 *   mulligan keep 1–5 lands; after two keep 1–6; after three keep anything (mulligan.ts).
 *   The cards put on the bottom are those whose kept hand kills soonest with this deck: every
 *   way to put them away is played on the same draws sampled from the rest of the deck, in a
 *   small goldfish model (lands and colors, creatures, burn, pumps; bottom.ts). On a tie, the
 *   old rule's choice: excess lands while the hand has more than ~40% lands, otherwise the
 *   spell with the highest mana value (spells it can't cast for color first).
 * - **Land drop**: one each turn, by priority: the land with which the spells in hand that
 *   are worth casting early (creatures, tokens, permanents — not burn, which can wait) can use
 *   the most mana this turn (the best sum of their costs, colors counted: two one-drops need a
 *   third land as much as a three-drop does); then a land that enters tapped, or a fetch land
 *   (Evolving Wilds, cracked at once), so a tapped land comes down on a turn whose mana it
 *   doesn't need and waits while the untapped one's is needed; then the colors the hand lacks.
 *   Shocklands: pay 2 life when the extra untapped mana is used so, or spares an attacking
 *   creature from tapping (lands.ts).
 * - **Lethal first**: in each main phase and in combat, if some set of the spells in hand that the
 *   mana pays for kills this turn — counting the attack, what each spell adds to the damage and
 *   how they add up (haste enablers, team pumps per attacker, prowess per spell) — only that
 *   set is cast, in the order below (X sized to leave the mana for the rest); if the attack
 *   alone is lethal, nothing is cast before it (a spell could tap an attacker for mana)
 *   (lethal.ts; what each card adds in damage.ts).
 * - **Main phase 1**: haste enablers first (Fervor), then creatures (largest mana value
 *   first, to use the mana), token makers, earthbend on an untapped land, copies of its
 *   best creature (Twinflame; with strive, of its best two or three when the mana allows —
 *   checked on a copy of the state), Auras and equipment on its best creature, a kicked Goblin
 *   Bushwhacker after the creatures it pumps, then burn at the goldfish's face. Kicker is
 *   paid when affordable; X is as large as possible (Blaze waits for X ≥ 3 unless it is
 *   lethal or the hand is otherwise empty); Phyrexian symbols are paid with life.
 *   A ritual (Dark Ritual) only when its mana makes a spell in hand castable; a team pump
 *   (Overrun) once creatures that can attack are out; a land that becomes a creature
 *   (Treetop Village) last, if it stays untapped to attack (casting.ts).
 * - **Combat**: attack with everything that can (the goldfish never blocks), then pump
 *   spells, and free {T} pumps (Angelic Page), on an attacking creature before damage
 *   (combat.ts). Pumps, copies and Auras go on the creatures the engine says attack.
 * - **Main phase 2**: whatever is still castable (creatures for next turn, tokens, burn),
 *   {T} damage abilities at the goldfish.
 * - **Never** burns or shrinks its own creatures or itself when the goldfish is a legal
 *   choice; steal effects (Act of Treason) target only opponent creatures — the goldfish
 *   has none, so they are not cast. Unknown (non-automated) cards are cast last.
 * - **Looking at the top of the library** (scry, "look at the top N"): lands are wanted while
 *   fewer than four are in play and in hand, spells castable with one more land otherwise; the
 *   wanted cards go to the hand or stay on top (best first), the others to the bottom (see
 *   `arrange`, library.ts).
 * - **Upkeep costs** ("sacrifice ~ unless you pay", echo, cumulative upkeep): always paid when
 *   the mana is there (the permanent already on the battlefield is worth more than the mana).
 * - **Choices**: counters menace+lifelink (then deathtouch); a search finds the basic land
 *   of the color it lacks most; discards drop excess lands or the most expensive spell; a
 *   target card in a graveyard (Gravedigger) is our own most expensive one. Auras that
 *   restrict (Pacifism) count as removal, never cast on our own creatures (decisions.ts;
 *   card roles in roles.ts, the scored table in table.ts).
 * - The goldfish's turns are skipped with `passUntil` (main phase 1 of your next turn).
 */
export { playGame, chooseAction, gameSeed, yourTurnNumber, type PlayOptions, type PlayResult } from "./game.js";
export { keepRange } from "./mulligan.js";
