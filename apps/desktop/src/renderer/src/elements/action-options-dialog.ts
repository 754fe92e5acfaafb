import type { Action } from "@fishbowl/engine";
import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { controlStyles } from "./ui-styles.js";

type CastOrActivate = Extract<Action, { type: "cast" } | { type: "activate" }>;

/** Detail of `options-chosen`: the legal variants that match the choices, and the X chosen (if any). */
export interface OptionsChosen {
  readonly variants: readonly CastOrActivate[];
  readonly x?: number;
}

const keyOf = (a: CastOrActivate): string =>
  a.type === "activate" ? `a${a.ability}` : `m${(a.modes ?? []).join(",")}|k${a.kicker ? 1 : 0}|p${a.phyrexian === "life" ? 1 : 0}`;

/** Whether casting or activating with these legal variants needs choices from the player (modes, kicker, X, life, which ability). */
export function needsOptions(variants: readonly CastOrActivate[]): boolean {
  return new Set(variants.map(keyOf)).size > 1 || variants.some((a) => a.x !== undefined);
}

/**
 * Announcing a spell or ability (CR 601.2b-f, 602.2b): which activated ability, which mode,
 * kicked or not, Phyrexian mana paid with life, and the value of X. Built from the legal
 * variants the engine lists; targets are picked afterwards on the table. Emits
 * `options-chosen` or `options-cancel`.
 */
@customElement("action-options-dialog")
export class ActionOptionsDialog extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host { position: fixed; inset: 0; display: grid; place-items: center; background: rgb(1 4 9 / 60%); z-index: 10; }
      .dialog { min-width: 340px; max-width: min(640px, 92vw); }
      h3 { margin: 0 0 8px; font-size: 1.1rem; }
      fieldset { border: 1px solid #30363d; border-radius: 6px; margin: 8px 0; }
      label { display: flex; gap: 6px; align-items: center; margin: 4px 0; }
      input[type="number"] { width: 6em; }
      .actions { margin-top: 10px; display: flex; gap: 8px; justify-content: flex-end; }
    `,
  ];

  /** The spell's or permanent's name. */
  @property({ type: String }) heading = "";
  /** The legal variants of one cast or of the activations of one permanent. */
  @property({ attribute: false }) variants: readonly CastOrActivate[] = [];
  /** Ability texts by ability index (activations). */
  @property({ attribute: false }) abilityTexts: ReadonlyMap<number, string> = new Map();
  /** Mode texts by mode index (modal spells). */
  @property({ attribute: false }) modeTexts: ReadonlyMap<number, string> = new Map();

  @state() private choice = "";
  @state() private x = 0;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("variants")) {
      this.choice = this.variants[0] === undefined ? "" : keyOf(this.variants[0]);
      this.x = Math.max(0, ...this.variants.map((v) => v.x ?? 0));
    }
  }

  private label(a: CastOrActivate): string {
    if (a.type === "activate") return this.abilityTexts.get(a.ability) ?? `Ability ${a.ability + 1}`;
    const parts: string[] = [];
    if (a.modes?.length) parts.push(a.modes.map((m) => this.modeTexts.get(m) ?? `Mode ${m + 1}`).join(" + "));
    parts.push(a.kicker ? "kicked" : "not kicked");
    if (a.phyrexian === "life") parts.push("pay Phyrexian mana with life");
    return parts.join(", ");
  }

  private chosen(): void {
    const variants = this.variants.filter((v) => keyOf(v) === this.choice);
    const hasX = variants.some((v) => v.x !== undefined);
    this.dispatchEvent(new CustomEvent<OptionsChosen>("options-chosen", { detail: { variants, ...(hasX ? { x: this.x } : {}) }, bubbles: true, composed: true }));
  }

  override render() {
    const distinct = [...new Map(this.variants.map((v) => [keyOf(v), v])).entries()];
    const maxX = Math.max(0, ...this.variants.filter((v) => keyOf(v) === this.choice).map((v) => v.x ?? 0));
    const hasX = this.variants.some((v) => v.x !== undefined);
    return html`<div class="dialog panel" role="dialog" aria-modal="true" aria-label=${`Options for ${this.heading}`}>
      <h3>${this.heading}</h3>
      ${distinct.length > 1
        ? html`<fieldset id="variant-choice"><legend>${this.variants[0]?.type === "activate" ? "Ability" : "Announce"}</legend>
            ${distinct.map(
              ([key, v]) => html`<label><input type="radio" name="variant" value=${key} .checked=${key === this.choice}
                @change=${() => (this.choice = key)} />${this.label(v)}</label>`,
            )}</fieldset>`
        : nothing}
      ${hasX
        ? html`<label>X = <input id="x-value" type="number" min="0" max=${maxX} .value=${String(Math.min(this.x, maxX))}
            @input=${(e: Event) => (this.x = Math.max(0, Math.min(maxX, Math.trunc(Number((e.target as HTMLInputElement).value) || 0))))} />
            <span class="hint">(at most ${maxX} with your mana)</span></label>`
        : nothing}
      <div class="actions">
        <button id="options-cancel" @click=${() => this.dispatchEvent(new CustomEvent("options-cancel", { bubbles: true, composed: true }))}>Cancel</button>
        <button id="options-confirm" class="primary" @click=${() => this.chosen()}>Continue</button>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "action-options-dialog": ActionOptionsDialog;
  }
}
