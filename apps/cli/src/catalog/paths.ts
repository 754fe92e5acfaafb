/**
 * Where Fishbowl keeps the user's data, following each platform's convention:
 * Linux and other Unixes — `$XDG_DATA_HOME/fishbowl`, else `~/.local/share/fishbowl`
 * (XDG Base Directory Specification); macOS — `~/Library/Application Support/Fishbowl`;
 * Windows — `%APPDATA%\Fishbowl`. `FISHBOWL_DATA_DIR` overrides all of them.
 */
import { homedir } from "node:os";
import path from "node:path";

/** The environment variables and platform facts the data directory depends on (for tests). */
export interface DataDirContext {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  home: string;
}

/** The user's Fishbowl data directory (an absolute path; not created here). */
export function userDataDir(
  ctx: DataDirContext = { env: process.env, platform: process.platform, home: homedir() },
): string {
  const { env, platform, home } = ctx;
  if (env.FISHBOWL_DATA_DIR) return path.resolve(env.FISHBOWL_DATA_DIR);
  if (platform === "win32") {
    return path.win32.join(env.APPDATA ?? path.win32.join(home, "AppData", "Roaming"), "Fishbowl");
  }
  if (platform === "darwin") return path.posix.join(home, "Library", "Application Support", "Fishbowl");
  const xdg = env.XDG_DATA_HOME;
  // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
  return path.posix.join(
    xdg && path.posix.isAbsolute(xdg) ? xdg : path.posix.join(home, ".local", "share"),
    "fishbowl",
  );
}

/** File name of the compact catalog inside a data directory. */
export const CATALOG_FILE_NAME = "catalog.json";

/** The default catalog file: `<userDataDir()>/catalog.json`. */
export function defaultCatalogPath(ctx?: DataDirContext): string {
  return path.join(userDataDir(ctx), CATALOG_FILE_NAME);
}
