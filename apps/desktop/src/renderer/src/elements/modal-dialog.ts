/**
 * A modal dialog for the table's elements, over the platform's `<dialog>` shown with
 * `showModal()`: the rest of the page is inert while it is open, so focus is taken on opening
 * (the element marked `autofocus`, else the first button) and Tab cycles inside it. Escape
 * closes it when it may be cancelled (`cancellable`: `modal-cancel` is emitted); a dialog that
 * must be answered (a decision of the game) stays open, even when the browser insists.
 */
import { LitElement, css, html, type nothing, type PropertyValues, type TemplateResult } from "lit";
import { property } from "lit/decorators.js";

/** Styles of the dialog box and its backdrop (shared by every modal of the table). */
export const modalStyles = css`
  dialog { color: #e6edf3; background: #161b22; border: 1px solid #30363d; border-radius: 10px; padding: 14px 16px;
    max-width: min(760px, 92vw); max-height: 86vh; overflow: auto; box-shadow: 0 8px 30px rgb(0 0 0 / 60%); }
  dialog::backdrop { background: rgb(1 4 9 / 60%); }
  h3 { margin: 0 0 8px; font-size: 1.1rem; }
  .actions { margin-top: 10px; display: flex; gap: 8px; justify-content: flex-end; }
`;

/** A Lit element whose content is a modal `<dialog>` (see the module comment). */
export abstract class ModalDialog extends LitElement {
  /** Whether Escape may close it (then `modal-cancel` is emitted). */
  @property({ type: Boolean }) cancellable = true;

  /** The dialog's accessible name. */
  protected abstract readonly label: string;
  /** The dialog's content. */
  protected abstract renderContent(): TemplateResult | typeof nothing;

  protected get dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector("dialog");
  }

  protected override firstUpdated(_changed: PropertyValues): void {
    this.open();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Moved in the page (Lit re-ordering): a dialog that was open is shown again.
    if (this.hasUpdated) void this.updateComplete.then(() => this.open());
  }

  /** Shows the dialog modally (if it is not) and focuses its first control. */
  protected open(): void {
    const dialog = this.dialog;
    if (dialog === null || !this.isConnected) return;
    if (!dialog.open) dialog.showModal();
    this.focusFirst();
  }

  /** Focuses the control marked `autofocus`, else the first enabled button or field. */
  focusFirst(): void {
    const root = this.dialog;
    const target =
      root?.querySelector<HTMLElement>("[autofocus]:not([disabled])") ??
      root?.querySelector<HTMLElement>("button:not([disabled]), input:not([disabled]), select:not([disabled])");
    target?.focus();
  }

  private readonly onCancel = (event: Event): void => {
    event.preventDefault();
    if (this.cancellable) this.dispatchEvent(new CustomEvent("modal-cancel", { bubbles: true, composed: true }));
  };

  /** The browser closed it anyway (a second Escape): one that must be answered opens again. */
  private readonly onClose = (): void => {
    if (!this.cancellable && this.isConnected) this.open();
  };

  override render() {
    return html`<dialog aria-label=${this.label} @cancel=${this.onCancel} @close=${this.onClose}>${this.renderContent()}</dialog>`;
  }
}
