import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { SwitchableCatalog } from "../cards/browser-catalog.js";
import type { ImportSummary } from "../cards/card-data-db.js";
import type { CardImportMessage, ImportPhase } from "../cards/card-import-messages.js";
import type { HostApi } from "../host/host.js";
import { controlStyles } from "./ui-styles.js";

/** Why the import is offered: the first run (no card data yet), a deck naming unknown cards, or asked for. */
export type CardDataReason = "first-run" | "unknown-cards" | "asked";

const PHASE_TEXT: Readonly<Record<ImportPhase, string>> = {
  reading: "Reading",
  compiling: "Compiling the Oracle text of",
  storing: "Storing",
};

/** "12,345 cards: 4,000 automated, 3,000 partly, 5,345 manual (20 records skipped)". */
export function summaryText(s: ImportSummary): string {
  const n = (x: number) => x.toLocaleString("en");
  return `${n(s.cards)} cards: ${n(s.automated)} automated, ${n(s.partial)} partly automated, ${n(s.manual)} manual${s.skipped ? ` (${n(s.skipped)} records skipped)` : ""}`;
}

/**
 * "Import card data…": a panel offered at first run and whenever a deck names unknown cards.
 * In the browser build it reads a Scryfall or MTGJSON bulk file picked or dropped here in a Web
 * Worker (`card-import.worker.ts`: streaming reader, Oracle compiler, IndexedDB), with a progress
 * bar and Cancel, and installs the cards in the page's catalog (`catalog`). In Electron it asks
 * main to show its open dialog, or hands main a file dropped here (`catalogImport.importFile`:
 * the preload script passes its path), and main imports it in its worker thread (the user data
 * folder; progress in `<catalog-import-progress>`). Fires `card-data-close` when dismissed.
 */
@customElement("card-data-import")
export class CardDataImport extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host { display: block; }
      .panel { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; padding: 10px 16px; background: #161b22;
        border-bottom: 1px solid #30363d; }
      .drop { border: 2px dashed #363b42; border-radius: 8px; padding: 8px 14px; color: #8b949e; }
      .drop.over { border-color: #58a6ff; color: #e6edf3; }
      /* while importing, the row keeps to one line at 1280 and up: the bar gives way, the drop hint steps aside, no button wraps */
      progress { flex: 0 1 220px; min-width: 80px; }
      button { white-space: nowrap; }
      .drop.busy .or { display: none; }
      .panel.busy { flex-wrap: nowrap; }
      .panel.busy > * { flex-shrink: 0; }
      .panel.busy > .why { flex: 0 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
      .panel.busy > progress { flex: 0 1 220px; }
      .panel.busy > #card-data-phase { white-space: nowrap; }
      .spacer { flex: 1; }
      .done { color: #3fb950; }
      input[type="file"] { display: none; }
    `,
  ];

  /** The host (Electron's import when it has one). */
  @property({ attribute: false }) host!: HostApi;
  /** The browser build's catalog the imported cards go into (absent in Electron). */
  @property({ attribute: false }) catalog: SwitchableCatalog | undefined;
  @property({ type: String }) reason: CardDataReason = "asked";

  @state() private progress: { phase: ImportPhase; done: number; total: number; cards: number } | null = null;
  @state() private message = "";
  @state() private error = "";
  @state() private over = false;
  private worker: Worker | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.cancel();
  }

  /** Imports `file` in the worker (browser build). */
  importFile(file: File): void {
    if (this.catalog === undefined) return;
    this.cancel();
    this.error = "";
    this.message = "";
    this.progress = { phase: "reading", done: 0, total: file.size, cards: 0 };
    const worker = new Worker(new URL("../cards/card-import.worker.ts", import.meta.url), {
      type: "module",
      name: "card-import",
    });
    this.worker = worker;
    worker.addEventListener("message", (event: MessageEvent<CardImportMessage>) => {
      const m = event.data;
      if (m.kind === "progress") this.progress = m;
      else {
        this.stopWorker();
        if (m.kind === "failed") this.error = `The card data was not imported: ${m.message}`;
        else {
          this.catalog?.install(m.data);
          this.message = `Imported ${m.data.source}: ${summaryText(m.data.summary)}. Kept in this browser for next time.`;
          this.dispatchEvent(new CustomEvent("card-data-changed", { bubbles: true, composed: true }));
        }
      }
    });
    worker.addEventListener("error", (e) => {
      this.stopWorker();
      this.error = `The card data was not imported: ${e.message || "the import stopped"}`;
    });
    worker.postMessage({ file });
  }

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.progress = null;
  }

  /** Stops a running import; the previous card data stays. */
  cancel(): void {
    if (this.worker === undefined) return;
    this.stopWorker();
    this.message = "Import cancelled: the previous card data is kept.";
  }

  private async pickInElectron(): Promise<void> {
    try {
      if (await this.host.catalogImport?.pick()) this.message = "Importing… (progress above)";
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  }

  /** Electron: hands the dropped `file` to main's import (its progress comes in `<catalog-import-progress>`). */
  private async importInElectron(file: File): Promise<void> {
    this.error = "";
    this.message = "";
    try {
      if (await this.host.catalogImport?.importFile(file)) this.message = `Importing ${file.name}… (progress above)`;
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  }

  private onDrop(e: DragEvent): void {
    e.preventDefault();
    this.over = false;
    const file = e.dataTransfer?.files[0];
    if (file === undefined) return;
    if (this.catalog !== undefined) this.importFile(file);
    else void this.importInElectron(file);
  }

  /** The drop zone's drag handlers (both builds). */
  private dropZone(content: unknown) {
    return html`<label class="drop ${this.over ? "over" : ""} ${this.progress === null ? "" : "busy"}" id="card-data-drop"
        @dragover=${(e: DragEvent) => {
          e.preventDefault();
          this.over = true;
        }}
        @dragleave=${() => (this.over = false)} @drop=${(e: DragEvent) => this.onDrop(e)}>${content}
        <span class="or">or drop a Scryfall / MTGJSON bulk file here</span></label>`;
  }

  private renderBrowser(pick: string) {
    const p = this.progress;
    return html`${this.dropZone(html`<input id="card-data-file" type="file" accept=".json,application/json"
          @change=${(e: Event) => {
            const f = (e.target as HTMLInputElement).files?.[0];
            if (f !== undefined) this.importFile(f);
          }} />
        <button class="primary" id="card-data-pick" @click=${(e: Event) => {
          e.preventDefault();
          this.renderRoot.querySelector<HTMLInputElement>("#card-data-file")?.click();
        }}>${pick}</button>`)}
      ${
        p === null
          ? nothing
          : html`<span id="card-data-phase">${PHASE_TEXT[p.phase]} ${p.phase === "reading" ? `${(p.done / 1e6).toFixed(1)} of ${(p.total / 1e6).toFixed(1)} MB (${p.cards.toLocaleString("en")} cards)` : `${p.done.toLocaleString("en")} of ${p.total.toLocaleString("en")} cards`}</span>
            <progress id="card-data-progress" max=${p.total || 1} value=${p.done}></progress>
            <button id="card-data-cancel" @click=${() => this.cancel()}>Cancel</button>`
      }`;
  }

  override render() {
    // The banner follows the catalog: after an import it names the data at once (no reload).
    const data = this.catalog?.imported ?? null;
    const why =
      this.reason === "unknown-cards"
        ? "This deck names cards the card data doesn't have (they play as named manual placeholders)."
        : data !== null
          ? `Card data: ${data.source} (${data.summary.cards.toLocaleString("en")} cards).`
          : this.reason === "first-run"
            ? "No card data yet: the built-in cards only."
            : "Card data:";
    const pick = data !== null ? "Replace card data…" : "Import card data…";
    return html`<div class=${this.progress === null ? "panel" : "panel busy"} role="region" aria-label="Card data import">
      <span class="why" title=${why}>${why}</span>
      ${
        this.catalog !== undefined
          ? this.renderBrowser(pick)
          : this.dropZone(
              html`<button class="primary" id="card-data-pick" @click=${(e: Event) => {
                e.preventDefault();
                void this.pickInElectron();
              }}>Import card data…</button>`,
            )
      }
      ${this.message ? html`<span class="done" id="card-data-message" role="status">${this.message}</span>` : nothing}
      ${this.error ? html`<span class="error" id="card-data-error" role="alert">${this.error}</span>` : nothing}
      <span class="spacer"></span>
      <button id="card-data-close" @click=${() => this.dispatchEvent(new CustomEvent("card-data-close", { bubbles: true, composed: true }))}>${this.message && !this.progress ? "Close" : "Later"}</button>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "card-data-import": CardDataImport;
  }
}
