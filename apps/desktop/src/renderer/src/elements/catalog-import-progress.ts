import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { CatalogImportApi, CatalogImportProgress } from "../../../preload/api.js";

const MB = 1024 * 1024;

/** "12.3 MB" (one decimal). */
function megabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(1)} MB`;
}

/**
 * The card data import's progress (File ▸ Import Card Data…, or the Scryfall download, which
 * main runs in a worker thread): a progress bar with what has been read, and a Cancel button;
 * when it ends, what happened, until dismissed. Renders nothing while no import has run, or
 * without the import API (a plain browser).
 */
@customElement("catalog-import-progress")
export class CatalogImportProgressBar extends LitElement {
  static override styles = css`
    :host { display: block; }
    .bar { display: flex; align-items: center; gap: 12px; padding: 8px 16px; background: #161b22; border-bottom: 1px solid #30363d; font-size: 0.9em; }
    progress { flex: 0 0 220px; height: 10px; }
    .text { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .failed .text { color: #ff7b72; }
    button { font: inherit; color: #c9d1d9; background: #21262d; border: 1px solid #30363d; border-radius: 6px; padding: 3px 12px; cursor: pointer; }
    button:hover { background: #30363d; }
    button:focus-visible { outline: 2px solid #58a6ff; }
  `;

  /** The host's import API (`host.catalogImport`); nothing is shown without it. */
  @property({ attribute: false }) api: CatalogImportApi | undefined;

  /** The last progress report, or null when there is nothing to show. */
  @state() progress: CatalogImportProgress | null = null;
  @state() private cancelling = false;

  private unsubscribe: (() => void) | undefined;
  private subscribedTo: CatalogImportApi | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    this.subscribe();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
    this.unsubscribe = this.subscribedTo = undefined;
  }

  protected override willUpdate(): void {
    if (this.isConnected && this.api !== this.subscribedTo) this.subscribe();
  }

  private subscribe(): void {
    this.unsubscribe?.();
    this.subscribedTo = this.api;
    this.unsubscribe = this.api?.onProgress((p) => {
      this.progress = p;
      if (p.state !== "reading" && p.state !== "downloading") this.cancelling = false;
    });
  }

  private get running(): boolean {
    return this.progress?.state === "reading" || this.progress?.state === "downloading";
  }

  private async cancel(): Promise<void> {
    this.cancelling = true;
    await this.api?.cancel();
  }

  override render() {
    const p = this.progress;
    if (!this.api || p === null) return nothing;
    if (!this.running) {
      const text =
        p.state === "done"
          ? `Card data installed from ${p.source}: ${p.cards.toLocaleString("en")} cards.`
          : p.state === "cancelled"
            ? "Card data import cancelled; the previous catalog is unchanged."
            : `Card data not installed; the previous catalog is unchanged. ${p.message ?? ""}`;
      return html`<div class="bar ${p.state}" role="status">
        <span class="text" title=${text}>${text}</span>
        <button id="dismiss" @click=${() => (this.progress = null)}>Dismiss</button>
      </div>`;
    }
    const what = p.state === "downloading" ? `Downloading from ${p.source}` : `Reading ${p.source}`;
    const amount = p.totalBytes ? `${megabytes(p.bytes)} of ${megabytes(p.totalBytes)}` : megabytes(p.bytes);
    const cards = p.state === "reading" ? `, ${p.cards.toLocaleString("en")} cards` : "";
    return html`<div class="bar" role="status" aria-live="polite">
      <progress aria-label="Card data import" max=${p.totalBytes ?? nothing} value=${p.totalBytes ? p.bytes : nothing}></progress>
      <span class="text">${what}: ${amount}${cards}</span>
      <button id="cancel" ?disabled=${this.cancelling} @click=${() => void this.cancel()}>${this.cancelling ? "Cancelling…" : "Cancel"}</button>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "catalog-import-progress": CatalogImportProgressBar;
  }
}
