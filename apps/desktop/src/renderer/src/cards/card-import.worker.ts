/**
 * The browser build's card data import, in a Web Worker: streams the picked or dropped bulk
 * file (Scryfall `oracle_cards` / `default_cards`, a Scryfall list, MTGJSON AtomicCards, or a
 * compact catalog) through the one streaming reader `@fishbowl/cards/stream`, compiles every
 * card's Oracle text once with the compiler of `@fishbowl/cards` to say how much of the data
 * is automated (as the deck editor counts it, `automationOf`), stores the compact cards in IndexedDB (`card-data-db.ts`) and posts them back.
 * Progress is posted after each chunk read and every 500 cards compiled. The page cancels by
 * terminating the worker (nothing is stored before the end).
 */
import { builtinCardNames, compileCard, createNameIndex } from "@fishbowl/cards";
import { readCatalogStream } from "@fishbowl/cards/stream";
import { saveCardData, type ImportSummary, type StoredCardData } from "./card-data-db.js";
import type { CardImportMessage } from "./card-import-messages.js";
import { automationOf } from "../deck/deck-report.js";

const post = (message: CardImportMessage): void => (self as unknown as Worker).postMessage(message);

/** A file's bytes as an async iterable of chunks. */
async function* chunksOf(file: Blob): AsyncIterable<Uint8Array> {
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

self.addEventListener("message", (event: MessageEvent<{ file: File }>) => {
  void (async () => {
    const file = event.data.file;
    const total = file.size;
    try {
      const read = await readCatalogStream(chunksOf(file), {
        source: file.name,
        onProgress: (p) => post({ kind: "progress", phase: "reading", done: p.bytes, total, cards: p.cards }),
      });
      const builtin = createNameIndex(builtinCardNames());
      let automated = 0;
      let partial = 0;
      let manual = 0;
      read.cards.forEach((card, i) => {
        if (builtin.resolve(card.name) !== undefined) automated++;
        else {
          const kind = automationOf(compileCard(card).definition).kind;
          if (kind === "automated") automated++;
          else if (kind === "partial") partial++;
          else manual++;
        }
        if (i % 500 === 499)
          post({
            kind: "progress",
            phase: "compiling",
            done: i + 1,
            total: read.cards.length,
            cards: read.cards.length,
          });
      });
      const summary: ImportSummary = { cards: read.count, automated, partial, manual, skipped: read.skipped.length };
      const data: StoredCardData = { source: file.name, importedAt: Date.now(), summary, cards: read.cards };
      post({ kind: "progress", phase: "storing", done: 0, total: 1, cards: read.cards.length });
      await saveCardData(data);
      post({ kind: "done", data });
    } catch (error) {
      post({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  })();
});
