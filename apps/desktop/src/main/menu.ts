/**
 * The application menu. Commands that concern the page (new deck, save, switch view, undo a
 * game action) are forwarded to the renderer as {@link MenuCommand}s; the rest are Electron
 * roles. Built as a plain template so it is testable without Electron.
 */
import type { MenuItemConstructorOptions } from "electron";
import type { MenuCommand } from "../shared/ipc-contract.js";

/** What the menu needs from the application. */
export interface MenuActions {
  /** Forwards a command to the renderer. */
  send(command: MenuCommand): void;
  /** Opens the Decks folder in the system file manager. */
  openDecksFolder(): void;
  /** "Import Card Data…": pick a Scryfall/MTGJSON bulk file and install it as the catalog. */
  importCardData?(): void;
  /** "Download from Scryfall": download the oracle cards and install them as the catalog. */
  downloadCardData?(): void;
  /** `process.platform`; macOS gets the application menu and Cmd-style roles. */
  readonly platform: NodeJS.Platform;
  /** Whether developer items (reload, developer tools) are shown. */
  readonly developer: boolean;
}

/** The application menu template with its keyboard shortcuts. */
export function buildMenuTemplate(actions: MenuActions): MenuItemConstructorOptions[] {
  const mac = actions.platform === "darwin";
  const command = (label: string, cmd: MenuCommand, accelerator?: string): MenuItemConstructorOptions => ({
    label,
    ...(accelerator === undefined ? {} : { accelerator }),
    click: () => actions.send(cmd),
  });
  const template: MenuItemConstructorOptions[] = [];
  if (mac) template.push({ role: "appMenu" });
  template.push(
    {
      label: "&File",
      submenu: [
        command("&New Deck", "deck:new", "CmdOrCtrl+N"),
        command("&Import Deck…", "deck:import", "CmdOrCtrl+O"),
        command("&Save Deck", "deck:save", "CmdOrCtrl+S"),
        command("&Export Deck…", "deck:export", "CmdOrCtrl+Shift+E"),
        { type: "separator" },
        { label: "Open Decks &Folder", click: () => actions.openDecksFolder() },
        ...(actions.importCardData || actions.downloadCardData
          ? [
              { type: "separator" } as const,
              ...(actions.importCardData
                ? [{ label: "Import &Card Data…", click: () => actions.importCardData?.() }]
                : []),
              ...(actions.downloadCardData
                ? [{ label: "&Download Card Data from Scryfall", click: () => actions.downloadCardData?.() }]
                : []),
            ]
          : []),
        ...(mac ? [] : [{ type: "separator" } as const, { role: "quit" } as const]),
      ],
    },
    { role: "editMenu" },
    {
      label: "&View",
      submenu: [
        command("&Decks", "view:decks", "CmdOrCtrl+1"),
        command("&Table", "view:table", "CmdOrCtrl+2"),
        command("&Stats", "view:stats", "CmdOrCtrl+3"),
        { type: "separator" },
        ...(actions.developer
          ? [{ role: "reload" } as const, { role: "toggleDevTools" } as const, { type: "separator" } as const]
          : []),
        { role: "resetZoom" },
        { role: "zoomIn" },
        { role: "zoomOut" },
        { type: "separator" },
        { role: "togglefullscreen" },
      ],
    },
    {
      label: "&Game",
      submenu: [
        // The table also takes Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y itself (the page sees keys before the menu).
        command("&Undo Last Action", "game:undo", "CmdOrCtrl+Alt+Z"),
        command("&Redo", "game:redo", "CmdOrCtrl+Alt+Y"),
      ],
    },
    { role: "windowMenu" },
  );
  return template;
}
