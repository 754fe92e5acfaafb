/**
 * The one turn convention of the table: your turn number — how many of your own turns have
 * begun, as the autopilot counts kill turns (`yourTurnNumber`) and the stats page charts them —
 * never the game's turn number, which counts the goldfish's turns too. The goldfish's turns are
 * placed by yours ("after your turn 2").
 */

/** Your turns begun by game turn `turn` (1 = your first; 0 before it), when you took the first turn or not (turns alternate, CR 500.1). */
export function yourTurnAt(turn: number, youStarted: boolean): number {
  return youStarted ? Math.ceil(turn / 2) : Math.floor(turn / 2);
}

/**
 * The turn in words: "Your turn 3"; "Goldfish's turn, after your turn 2" ("…, before your first
 * turn" on the draw); "Before the game" while the opening hands are chosen (game turn 0).
 */
export function turnWords(turn: number, active: "you" | "opponent", youStarted: boolean): string {
  if (turn === 0) return "Before the game";
  const yours = yourTurnAt(turn, youStarted);
  if (active === "you") return `Your turn ${yours}`;
  return yours === 0 ? "Goldfish's turn, before your first turn" : `Goldfish's turn, after your turn ${yours}`;
}

/** The engine's log line beginning a turn: "Turn 3 (your turn)", "Turn 4 (the opponent's turn)". */
const TURN_LINE = /^Turn (\d+) \((your|the opponent's) turn\)$/;

/** A log line in the table's convention: the engine's "Turn 3 (your turn)" becomes "Your turn 2"; other lines are kept. */
export function logLineInYourTurns(line: string, youStarted: boolean): string {
  const m = TURN_LINE.exec(line);
  if (m === null) return line;
  return turnWords(Number(m[1]), m[2] === "your" ? "you" : "opponent", youStarted);
}
