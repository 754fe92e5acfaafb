/**
 * Deleting a deck: it goes to the system trash, and when that fails (no trash on this file
 * system or desktop, a permission problem) the user is asked before it is deleted for good.
 * The dialog comes in as a parameter, so this module never loads Electron itself.
 */
import type { BrowserWindow, Dialog, MessageBoxOptions } from "electron";

/** The question asked when deck `name` could not be moved to the trash (`reason` is the error). */
export function permanentDeleteQuestion(name: string, reason: unknown): MessageBoxOptions {
  const why = reason instanceof Error ? reason.message : String(reason);
  return {
    type: "warning",
    title: "Delete permanently?",
    message: "Delete permanently?",
    detail: `The deck "${name}" could not be moved to the trash (${why}). Deleting it permanently cannot be undone.`,
    buttons: ["Cancel", "Delete Permanently"],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  };
}

/**
 * A `confirmPermanentDelete` for the deck store: shows {@link permanentDeleteQuestion} (attached
 * to `window()` when there is one) and resolves to `true` only if the user chose
 * "Delete Permanently"; Cancel, Escape or closing the dialog keep the deck.
 */
export function confirmPermanentDeleteWith(
  dialog: Pick<Dialog, "showMessageBox">,
  window: () => BrowserWindow | null,
): (name: string, reason: unknown) => Promise<boolean> {
  return async (name, reason) => {
    const options = permanentDeleteQuestion(name, reason);
    const parent = window();
    const { response } =
      parent === null ? await dialog.showMessageBox(options) : await dialog.showMessageBox(parent, options);
    return response === 1;
  };
}
