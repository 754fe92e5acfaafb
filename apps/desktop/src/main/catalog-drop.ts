/**
 * A bulk card-data file dropped on the window (Electron): the preload script sends its path
 * (`catalog:import-file`); main checks it names a `.json` or `.json.gz` file that exists before
 * the import starts, as the open dialog's filter would. Plain and unit-tested; `index.ts` wires
 * it to the catalog importer.
 */
import { stat } from "node:fs/promises";
import path from "node:path";

/** What {@link importDroppedFile} needs. */
export interface DropImportDeps {
  /** Starts importing the file at `file` (the importer reports progress and the result itself); `false` when one is running. */
  readonly start: (file: string) => boolean;
  /** Whether `file` is a regular file (default: `fs.stat`). */
  readonly isFile?: (file: string) => Promise<boolean>;
}

const isRegularFile = async (file: string): Promise<boolean> => {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
};

/**
 * Starts importing the dropped file at `file` (an absolute path): `true` when the import began,
 * `false` when one is already running. Throws, naming the file (never its folder), for a path
 * that is not absolute, a file that is not `.json` / `.json.gz` (or `.gz`, as the dialog's filter
 * allows), or one that does not exist.
 */
export async function importDroppedFile(file: string, deps: DropImportDeps): Promise<boolean> {
  const name = path.basename(file);
  if (!path.isAbsolute(file)) throw new Error(`${name} was not imported: not a file on disk.`);
  if (!/\.(json|gz)$/i.test(name))
    throw new Error(
      `${name} was not imported: a card data file is a Scryfall or MTGJSON bulk file (.json or .json.gz).`,
    );
  if (!(await (deps.isFile ?? isRegularFile)(file)))
    throw new Error(`${name} was not imported: there is no such file.`);
  return deps.start(file);
}
