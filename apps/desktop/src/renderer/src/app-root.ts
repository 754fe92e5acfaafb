import { LitElement, html, css } from "lit";
import { customElement, property } from "lit/decorators.js";

/** The application shell. */
@customElement("app-root")
export class AppRoot extends LitElement {
  static override styles = css`:host { display: block; font-family: system-ui, sans-serif; }`;
  @property({ type: String }) heading = "Fishbowl";
  override render() {
    return html`<h1>${this.heading}</h1>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { "app-root": AppRoot }
}
