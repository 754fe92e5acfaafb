/**
 * Command-line errors in words. Node's `parseArgs` explains its refusals to programmers
 * ("Option '--games' argument is ambiguous. Did you forget to specify the option argument
 * for '--games'? To specify an option argument starting with a dash use '--games=-XYZ'.");
 * a player gets one line naming the flag, with the nearest flag the command knows for a typo,
 * and a pointer to `--help` instead of the whole usage text scrolling the line away.
 */

/** The flags (`--games`, `--seed`…) a command's usage text names. */
function flagsOf(usage: string): string[] {
  return [...new Set(usage.match(/--[a-z][a-z-]*/g) ?? [])];
}

/** Levenshtein distance of two short strings. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/** The flag of `usage` nearest to `typed` (at most two edits, or one for short flags), if any. */
export function nearestFlag(typed: string, usage: string): string | undefined {
  let best: string | undefined;
  let bestDistance = typed.length <= 5 ? 2 : 3;
  for (const flag of flagsOf(usage)) {
    const d = distance(typed, flag);
    if (d < bestDistance) [best, bestDistance] = [flag, d];
  }
  return best;
}

/**
 * The message for an error thrown while reading a command's arguments (`err`): node's
 * `parseArgs` errors (by their `code`) rewritten to name the flag — an unknown flag with the
 * nearest known one ("unknown option --gmaes (did you mean --games?)"), a flag without its
 * value ("--games needs a value") — and any other error's own message. `usage` is the
 * command's usage text, whose `--flags` are the known ones.
 */
export function argumentError(err: unknown, usage: string): string {
  const message = err instanceof Error ? err.message : String(err);
  const code = (err as { code?: unknown } | null)?.code;
  const flag = /'(-{1,2}[^' ]+)/.exec(message)?.[1];
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && flag !== undefined) {
    const near = nearestFlag(flag, usage);
    return `unknown option ${flag}${near === undefined ? "" : ` (did you mean ${near}?)`}`;
  }
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && flag !== undefined) {
    if (/ambiguous/.test(message))
      return `${flag} needs a value (a value starting with "-" is written ${flag}=-N, and must still be allowed)`;
    if (/argument missing/.test(message)) return `${flag} needs a value`;
    if (/does not take an argument/.test(message)) return `${flag} takes no value`;
  }
  if (code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL")
    return message.replace(/^Unexpected argument/, "unexpected argument");
  return message;
}

/** The line after an argument error: where the usage is ("run `fishbowl goldfish --help` for the options"). */
export function helpHint(command: string): string {
  return `run \`fishbowl ${command} --help\` for the options`;
}

/**
 * `argv` with a negative number after a flag that takes a value joined to it ("--games", "-5" →
 * "--games=-5"), so that it reaches the flag's own check ("--games must be a whole number ≥ 1")
 * instead of being read as a flag. `valued`: the command's flags that take a value, without "--".
 */
export function joinNegativeValues(argv: readonly string[], valued: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const next = argv[i + 1];
    if (a.startsWith("--") && valued.includes(a.slice(2)) && next !== undefined && /^-\d/.test(next)) {
      out.push(`${a}=${next}`);
      i++;
    } else out.push(a);
  }
  return out;
}
