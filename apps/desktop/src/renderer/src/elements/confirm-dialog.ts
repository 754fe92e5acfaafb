import { css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import { ModalDialog, modalStyles } from "./modal-dialog.js";
import { controlStyles } from "./ui-styles.js";

/**
 * "Replace the game in progress?" and the like: a modal question with a confirming button and
 * Cancel (the default: it has the focus, and Escape answers it). Emits `confirm-answer` with
 * `true` (confirmed) or `false`.
 */
@customElement("confirm-dialog")
export class ConfirmDialog extends ModalDialog {
  static override styles = [
    controlStyles,
    modalStyles,
    css`dialog { width: min(480px, 92vw); } p { margin: 0 0 6px; }`,
  ];

  /** The question, as the dialog's heading. */
  @property({ type: String }) heading = "";
  /** What confirming does. */
  @property({ type: String }) message = "";
  /** The confirming button's label. */
  @property({ type: String }) confirmLabel = "OK";

  protected get label(): string {
    return this.heading;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener("modal-cancel", this.onModalCancel);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener("modal-cancel", this.onModalCancel);
  }

  private readonly onModalCancel = (): void => this.answer(false);

  private answer(confirmed: boolean): void {
    this.dispatchEvent(
      new CustomEvent<boolean>("confirm-answer", { detail: confirmed, bubbles: true, composed: true }),
    );
  }

  protected renderContent() {
    return html`<h3>${this.heading}</h3>
      <p>${this.message}</p>
      <div class="actions">
        <button id="confirm-cancel" autofocus @click=${() => this.answer(false)}>Cancel</button>
        <button id="confirm-ok" class="danger" @click=${() => this.answer(true)}>${this.confirmLabel}</button>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "confirm-dialog": ConfirmDialog;
  }
}
