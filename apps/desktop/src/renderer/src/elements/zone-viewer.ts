import type { ObjectView } from "@fishbowl/engine";
import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import { controlStyles } from "./ui-styles.js";
import "./game-card.js";

/**
 * A viewer for a zone whose cards are not all on display (graveyard, exile): every card,
 * clickable (flashback, targets) and with its manual tools. Emits `viewer-close`; card
 * events bubble to the table.
 */
@customElement("zone-viewer")
export class ZoneViewer extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host { position: fixed; inset: 0; display: grid; place-items: center; background: rgb(1 4 9 / 60%); z-index: 9; }
      .dialog { width: min(900px, 94vw); max-height: 86vh; overflow: auto; }
      h3 { margin: 0 0 8px; font-size: 1.1rem; }
      .cards { display: flex; flex-wrap: wrap; gap: 8px; min-height: 60px; }
      .actions { margin-top: 10px; display: flex; justify-content: flex-end; }
    `,
  ];

  /** The zone's title. */
  @property({ type: String }) heading = "";
  /** Its objects. */
  @property({ attribute: false }) objects: readonly ObjectView[] = [];
  /** Ids that can be clicked for a legal action or as a target. */
  @property({ attribute: false }) legal: ReadonlySet<string> = new Set();
  /** Ids that are legal targets of the target being picked. */
  @property({ attribute: false }) targetable: ReadonlySet<string> = new Set();

  override render() {
    return html`<div class="dialog panel" role="dialog" aria-modal="true" aria-label=${this.heading}>
      <h3>${this.heading} (${this.objects.length})</h3>
      <div class="cards">
        ${
          this.objects.length === 0
            ? html`<p class="hint">Empty.</p>`
            : this.objects.map(
                (o) =>
                  html`<game-card .object=${o} ?legal=${this.legal.has(o.id)} ?targetable=${this.targetable.has(o.id)}></game-card>`,
              )
        }
      </div>
      <div class="actions"><button id="viewer-close" @click=${() => this.dispatchEvent(new CustomEvent("viewer-close", { bubbles: true, composed: true }))}>Close</button></div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "zone-viewer": ZoneViewer;
  }
}
