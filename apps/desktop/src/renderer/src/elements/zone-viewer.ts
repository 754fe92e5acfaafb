import type { ObjectView } from "@fishbowl/engine";
import { css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { CardAutomation } from "../deck/deck-report.js";
import { ModalDialog, modalStyles } from "./modal-dialog.js";
import { controlStyles } from "./ui-styles.js";
import "./game-card.js";

/**
 * A viewer for a zone whose cards are not all on display (graveyard, exile): every card,
 * clickable (flashback, targets) and with its manual tools. Emits `viewer-close`; card
 * events bubble to the table. A modal dialog: it takes the focus; Escape closes it.
 */
@customElement("zone-viewer")
export class ZoneViewer extends ModalDialog {
  static override styles = [
    controlStyles,
    modalStyles,
    css`
      dialog { width: min(900px, 94vw); }
      .cards { display: flex; flex-wrap: wrap; gap: 8px; min-height: 60px; }
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
  /** How much of each card the engine plays (its badge), when the table knows. */
  @property({ attribute: false }) automation: ((o: ObjectView) => CardAutomation) | undefined = undefined;

  protected get label(): string {
    return this.heading;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener("modal-cancel", this.close);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener("modal-cancel", this.close);
  }

  private readonly close = (): void =>
    void this.dispatchEvent(new CustomEvent("viewer-close", { bubbles: true, composed: true }));

  protected renderContent() {
    return html`<div class="viewer">
      <h3>${this.heading} (${this.objects.length})</h3>
      <div class="cards">
        ${
          this.objects.length === 0
            ? html`<p class="hint">Empty.</p>`
            : this.objects.map(
                (o) =>
                  html`<game-card .object=${o} ?legal=${this.legal.has(o.id)} ?targetable=${this.targetable.has(o.id)} .automation=${this.automation?.(o) ?? null}></game-card>`,
              )
        }
      </div>
      <div class="actions"><button id="viewer-close" autofocus @click=${this.close}>Close</button></div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "zone-viewer": ZoneViewer;
  }
}
