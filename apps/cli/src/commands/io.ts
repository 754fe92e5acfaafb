/** Where a command writes: its own output (stdout) and diagnostics (stderr). Tests pass their own. */
export interface CommandIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stderr is a terminal (the goldfish progress bar). */
  isTTY?: boolean;
}

/** The process's own streams. */
export const processIO: CommandIO = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  isTTY: process.stderr.isTTY === true,
};
