import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDeckStore, DECK_LOCK_FILE, DeckChangedError, DeckStoreError, type DeckStoreDeps } from "./deck-store.js";
import { defaultLockDeps } from "./folder-lock.js";

// Two stores on one folder stand for two Fishbowl processes (or windows) sharing the Decks folder.
let root: string;
let dir: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "fishbowl-shared-decks-"));
  dir = join(root, "Decks");
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const text = (path: string) => readFile(join(dir, path), "utf8");
const files = async () => (await readdir(dir)).sort();

describe("compare-and-swap saves", () => {
  it("refuses to overwrite a deck another store saved since this one read it", async () => {
    const [a, b] = [createDeckStore(dir), createDeckStore(dir)];
    await a.create("Burn", "v0");
    await a.read("Burn");
    await b.read("Burn");
    await b.save("Burn", "from B");
    const refused = a.save("Burn", "from A");
    await expect(refused).rejects.toThrow(DeckChangedError);
    await expect(refused).rejects.toThrow(/changed on disk/);
    expect(await text("Burn.txt")).toBe("from B");
    // Having read the new version, A may save over it.
    expect(await a.read("Burn")).toBe("from B");
    await a.save("Burn", "from A, after reading B's");
    expect(await text("Burn.txt")).toBe("from A, after reading B's");
  });

  it("refuses to overwrite a deck another program changed, and a deck this store never read", async () => {
    const a = createDeckStore(dir);
    await a.create("Burn", "v0");
    await writeFile(join(dir, "Burn.txt"), "edited in a text editor");
    await expect(a.save("Burn", "mine")).rejects.toThrow(DeckChangedError);
    await writeFile(join(dir, "Elves.txt"), "synced from another machine");
    await expect(a.save("Elves", "mine")).rejects.toThrow(DeckChangedError);
    expect(await text("Burn.txt")).toBe("edited in a text editor");
    expect(await text("Elves.txt")).toBe("synced from another machine");
  });

  it("keeps what it read through its own renames", async () => {
    const [a, b] = [createDeckStore(dir), createDeckStore(dir)];
    await a.create("Burn", "v0");
    await b.read("Burn");
    await a.save("Burn", "v1");
    await b.rename("Burn", "Red Burn");
    await expect(b.save("Red Burn", "B's edit of v0")).rejects.toThrow(DeckChangedError);
    expect(await text("Red Burn.txt")).toBe("v1");
  });

  it("never brings back a deck another store renamed or deleted", async () => {
    const [a, b] = [createDeckStore(dir), createDeckStore(dir)];
    await a.create("Burn", "v0");
    await a.create("Elves", "v0");
    await b.read("Burn");
    await b.read("Elves");
    await a.rename("Burn", "Red Burn");
    await a.remove("Elves");
    await expect(b.save("Burn", "stale")).rejects.toThrow(/no longer in the Decks folder/);
    await expect(b.save("Elves", "stale")).rejects.toThrow(DeckStoreError);
    expect(await files()).toEqual(["Red Burn.txt"]);
  });
});

describe("two stores on one folder, concurrently", () => {
  const ROUNDS = 200;

  it("never loses a write: of two saves racing over one version, exactly one lands", async () => {
    const [a, b] = [createDeckStore(dir), createDeckStore(dir)];
    await a.create("Deck", "start");
    for (let round = 0; round < ROUNDS; round++) {
      await a.read("Deck");
      await b.read("Deck");
      const [fromA, fromB] = [`A ${round}`, `B ${round}`];
      const results = await Promise.allSettled([a.save("Deck", fromA), b.save("Deck", fromB)]);
      const landed = results.flatMap((r, i) => (r.status === "fulfilled" ? [i === 0 ? fromA : fromB] : []));
      expect(landed, `round ${round}`).toHaveLength(1);
      expect(await text("Deck.txt")).toBe(landed[0]);
      for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(DeckChangedError);
    }
    expect(await files()).toEqual(["Deck.txt"]);
  });

  it("never revives a renamed deck: a save racing a rename either lands before it or fails", async () => {
    const [a, b] = [createDeckStore(dir), createDeckStore(dir)];
    for (let round = 0; round < ROUNDS; round++) {
      const [from, to] = [`Deck ${round}`, `Renamed ${round}`];
      await a.create(from, "v0");
      await b.read(from);
      const [renamed, saved] = await Promise.allSettled([a.rename(from, to), b.save(from, `B ${round}`)]);
      expect(renamed.status, `round ${round}`).toBe("fulfilled");
      // Whichever went first, the deck exists once, under its new name, with B's text if B's save landed.
      expect(await files(), `round ${round}`).toEqual([`${to}.txt`]);
      expect(await text(`${to}.txt`)).toBe(saved.status === "fulfilled" ? `B ${round}` : "v0");
      if (saved.status === "rejected") expect(String(saved.reason)).toMatch(/no longer in the Decks folder/);
      await rm(join(dir, `${to}.txt`));
    }
  });
});

describe("the lock file", () => {
  it("takes over a lock a crashed process left", async () => {
    const store = createDeckStore(dir, { trash: (p) => rm(p), lock: { ...defaultLockDeps(), isAlive: () => false } });
    await store.list();
    await writeFile(
      join(dir, DECK_LOCK_FILE),
      JSON.stringify({ pid: 999_999, host: hostname(), time: Date.now(), token: "crashed" }),
    );
    await store.create("Burn", "x");
    expect(await files()).toEqual(["Burn.txt"]);
  });
});

describe("deleting when the trash fails", () => {
  const noTrash: DeckStoreDeps["trash"] = () => Promise.reject(new Error("no trash here"));

  it("asks, and keeps the deck on Cancel", async () => {
    const confirmPermanentDelete = vi.fn(async () => false);
    const store = createDeckStore(dir, { trash: noTrash, confirmPermanentDelete });
    await store.create("Burn", "x");
    await expect(store.remove("Burn")).rejects.toThrow(/could not be moved to the trash and was not deleted/);
    expect(confirmPermanentDelete).toHaveBeenCalledWith("Burn", new Error("no trash here"));
    expect(await files()).toEqual(["Burn.txt"]);
  });

  it("keeps the deck when nobody can be asked", async () => {
    const store = createDeckStore(dir, { trash: noTrash });
    await store.create("Burn", "x");
    await expect(store.remove("Burn")).rejects.toThrow(DeckStoreError);
    expect(await files()).toEqual(["Burn.txt"]);
  });

  it("deletes for good once confirmed, without holding the folder lock while asking", async () => {
    // A store that refuses to wait for the lock: it fails if the dialog is shown under the lock.
    const other = createDeckStore(dir, {
      trash: noTrash,
      lock: { ...defaultLockDeps(), wait: () => Promise.reject(new Error("lock held")) },
    });
    const confirmPermanentDelete = vi.fn(async () => {
      await other.create("Elves", "y");
      return true;
    });
    const store = createDeckStore(dir, { trash: noTrash, confirmPermanentDelete });
    await store.create("Burn", "x");
    await store.remove("Burn");
    expect(await files()).toEqual(["Elves.txt"]);
  });

  it("does not delete a version the user did not see", async () => {
    const store = createDeckStore(dir, {
      trash: noTrash,
      confirmPermanentDelete: async () => {
        await writeFile(join(dir, "Burn.txt"), "changed while the dialog was open");
        return true;
      },
    });
    await store.create("Burn", "x");
    await expect(store.remove("Burn")).rejects.toThrow(/Not deleted: .*changed on disk/);
    expect(await text("Burn.txt")).toBe("changed while the dialog was open");
  });
});
