/**
 * When a player may act (CR 117.1): holding priority with nothing pending, and sorcery timing
 * — their own main phase with an empty stack (307.1, 117.1a) — for sorceries, permanent
 * spells, land plays (305.1) and abilities "activate only as a sorcery" (602.5d).
 */
import type { PlayerId } from "../state/types.js";
import { refuse, type Ctx } from "../core/context.js";
import { refuseIfGameOver } from "./game-over.js";

/** Refuses unless `player` may act now: the game is on, nothing is pending, and they hold priority (CR 117.1). */
export function requirePriority(ctx: Ctx, player: PlayerId): void {
  const s = ctx.state;
  refuseIfGameOver(s);
  if (s.pending) refuse(`The game is waiting for a decision: ${describePending(ctx)}`, "117.1");
  if (s.priority !== player)
    refuse(`${player === "you" ? "You don't" : "The opponent doesn't"} have priority now.`, "117.1");
}

function describePending(ctx: Ctx): string {
  const d = ctx.state.pending!.decision;
  switch (d.kind) {
    case "targets":
    case "choice":
    case "arrange":
    case "divideDamage":
      return d.prompt;
    case "declareAttackers":
      return "declare attackers";
    case "declareBlockers":
      return "declare blockers";
    case "mulligan":
      return "keep or mulligan";
    case "bottom":
      return `put ${d.count} card${d.count === 1 ? "" : "s"} on the bottom of your library`;
  }
}

/** Whether `player` could cast a sorcery-speed spell now (CR 307.1, 117.1a). */
export function sorceryTiming(ctx: Ctx, player: PlayerId): boolean {
  const s = ctx.state;
  return s.active === player && (s.step === "main1" || s.step === "main2") && s.stack.length === 0;
}
