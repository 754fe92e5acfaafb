/**
 * The goldfish table's keyboard: one list of keys, read both by the table (what a key press
 * does) and by the help overlay (`?`), so the two cannot disagree.
 */
import { css, html } from "lit";
import { customElement } from "lit/decorators.js";
import { ModalDialog, modalStyles } from "./modal-dialog.js";
import { controlStyles } from "./ui-styles.js";

/** What a key press on the table asks for. */
export type TableCommand =
  | { readonly kind: "pass" | "nextStep" | "combat" | "attackAll" | "damage" | "nextTurn" | "confirm" | "noAttack" }
  | { readonly kind: "undo" | "redo" | "cancel" | "help" | "tools" | "graveyard" | "exile" | "autoPass" }
  | { readonly kind: "hand"; readonly index: number };

/** The table's keys, as the help overlay lists them (`keys` as shown; `what` they do). */
export const TABLE_KEYS: ReadonlyArray<{ readonly keys: string; readonly what: string }> = [
  { keys: "Space", what: "Pass priority (the top of the stack resolves, or the game moves on)" },
  { keys: "S", what: "Next step" },
  { keys: "C", what: "Go to combat (declare attackers)" },
  { keys: "A", what: "Attack with every creature that can attack" },
  { keys: "Enter", what: "Confirm: attack with the creatures chosen, or finish choosing targets" },
  { keys: "X", what: "No attack (while declaring attackers)" },
  { keys: "D", what: "On to combat damage (after attacking)" },
  {
    keys: "N",
    what: "Next turn (through the goldfish's turn to your precombat main phase); it stops where creatures of yours can attack — N again skips combat",
  },
  { keys: "1 … 9, 0", what: "Play or cast the 1st … 9th, 10th card of your hand" },
  { keys: "Tab, Enter", what: "Move to a card or button, and click it" },
  { keys: "K / M", what: "Keep / mulligan (in the opening-hand dialog)" },
  {
    keys: "P",
    what: "Auto-pass on or off: your own spells and triggers resolve at once (the goldfish never responds)",
  },
  { keys: "T", what: "Manual tools: library, tokens, life" },
  { keys: "G / E", what: "Show your graveyard / the exile zone" },
  { keys: "Ctrl+Z", what: "Undo" },
  { keys: "Ctrl+Y, Ctrl+Shift+Z", what: "Redo" },
  { keys: "Esc", what: "Cancel choosing targets; close a dialog or this help" },
  { keys: "?", what: "This help" },
];

const SINGLE: Readonly<Record<string, TableCommand["kind"]>> = {
  " ": "pass",
  s: "nextStep",
  c: "combat",
  a: "attackAll",
  d: "damage",
  n: "nextTurn",
  enter: "confirm",
  x: "noAttack",
  escape: "cancel",
  "?": "help",
  t: "tools",
  g: "graveyard",
  e: "exile",
  p: "autoPass",
};

/** The table command of a key press, if any (Ctrl/⌘ only for undo and redo; Alt never: those are the menu's). */
export function tableCommand(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">,
): TableCommand | undefined {
  if (event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (event.ctrlKey || event.metaKey) {
    if ((key === "z" && event.shiftKey) || key === "y") return { kind: "redo" };
    return key === "z" ? { kind: "undo" } : undefined;
  }
  if (/^[0-9]$/.test(key)) return { kind: "hand", index: key === "0" ? 9 : Number(key) - 1 };
  const kind = SINGLE[key];
  return kind === undefined ? undefined : ({ kind } as TableCommand);
}

/** The help overlay: every key of the table. Emits `modal-cancel` to close (Esc, the Close button). */
@customElement("table-help")
export class TableHelp extends ModalDialog {
  static override styles = [
    controlStyles,
    modalStyles,
    css`
      dialog { width: min(640px, 92vw); }
      table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
      th { text-align: left; white-space: nowrap; padding: 3px 14px 3px 0; vertical-align: top; }
      td { padding: 3px 0; color: #c9d1d9; }
      kbd { font: 600 0.85em ui-monospace, monospace; padding: 1px 5px; border: 1px solid #484f58; border-radius: 4px; background: #0d1117; }
    `,
  ];

  protected readonly label = "Keyboard shortcuts";

  protected renderContent() {
    return html`<h3>Keyboard shortcuts</h3>
      <table id="keys">
        ${TABLE_KEYS.map((k) => html`<tr><th><kbd>${k.keys}</kbd></th><td>${k.what}</td></tr>`)}
      </table>
      <p class="hint">Hover a card (or hold a finger on it) to see it whole. Click a highlighted card to play it (or drag it from your hand
        onto the board); a pile (×N) plays or chooses one of its cards at a time.</p>
      <div class="actions"><button id="help-close" autofocus @click=${() => this.dispatchEvent(new CustomEvent("modal-cancel", { bubbles: true, composed: true }))}>Close</button></div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "table-help": TableHelp;
  }
}
