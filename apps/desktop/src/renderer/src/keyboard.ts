/**
 * Keyboard shortcuts for the renderer in a plain browser, where there is no Electron
 * application menu to provide them. Inside Electron the menu's accelerators are used instead.
 */
import type { MenuCommand } from "../../preload/api.js";

/** The menu command a key press stands for (same shortcuts as the Electron menu), if any. */
export function shortcutCommand(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">,
): MenuCommand | undefined {
  if (!(event.ctrlKey || event.metaKey)) return undefined;
  const key = event.key.toLowerCase();
  if (event.altKey) return key === "z" ? "game:undo" : key === "y" ? "game:redo" : undefined;
  if (event.shiftKey) return key === "e" ? "deck:export" : undefined;
  switch (key) {
    case "n":
      return "deck:new";
    case "o":
      return "deck:import";
    case "s":
      return "deck:save";
    case "1":
      return "view:decks";
    case "2":
      return "view:table";
    case "3":
      return "view:stats";
    default:
      return undefined;
  }
}
