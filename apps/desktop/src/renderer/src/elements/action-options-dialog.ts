import type { Action } from "@fishbowl/engine";
import { css, html, nothing, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { manaSymbol, textWithSymbols } from "./mana-cost.js";
import { manaStyles } from "../styles/mana-font.js";
import { ModalDialog, modalStyles } from "./modal-dialog.js";
import { controlStyles } from "./ui-styles.js";

type CastOrActivate = Extract<Action, { type: "cast" } | { type: "activate" }>;

/** Detail of `options-chosen`: the legal variants that match the choices, and the X chosen (if any). */
export interface OptionsChosen {
  readonly variants: readonly CastOrActivate[];
  readonly x?: number;
}

const keyOf = (a: CastOrActivate): string =>
  a.type === "activate"
    ? `a${a.ability}|c${a.mana ?? ""}`
    : `m${(a.modes ?? []).join(",")}|k${a.kicker ? 1 : 0}|a${a.alternative ?? ""}|r${a.replicate ?? 0}|p${Array.isArray(a.phyrexian) ? a.phyrexian.join(",") : a.phyrexian === "life" ? 1 : 0}`;

/** How a cast for an alternative cost is offered (CR 118.9: evoke 702.74a, surge 702.117a, bestow 702.103a). */
const ALTERNATIVE_LABELS: Readonly<Record<string, string>> = {
  evoke: "evoke (sacrificed as it enters)",
  surge: "for its surge cost",
  bestow: "bestow (cast as an Aura on a creature)",
};

/** Names of the types of mana (CR 106.1a-b), for the buttons of a mana choice. */
const MANA_NAMES: Readonly<Record<string, string>> = {
  W: "White",
  U: "Blue",
  B: "Black",
  R: "Red",
  G: "Green",
  C: "Colorless",
};

/** Whether casting or activating with these legal variants needs choices from the player (modes, kicker, X, life, which ability, which mana). */
export function needsOptions(variants: readonly CastOrActivate[]): boolean {
  return new Set(variants.map(keyOf)).size > 1 || variants.some((a) => a.x !== undefined);
}

/**
 * Announcing a spell or ability (CR 601.2b-f, 602.2b): which activated ability, which mode,
 * kicked or not, Phyrexian mana paid with life, and the value of X; for a mana ability that
 * adds one mana of a choice of types, which type (106.1a, 605.3b) — one button per type when
 * that is the only choice. Built from the legal variants the engine lists; targets are picked
 * afterwards on the table. Emits `options-chosen` or `options-cancel` (Cancel, Escape). A modal
 * dialog: it takes the focus, and keeps it until answered.
 */
@customElement("action-options-dialog")
export class ActionOptionsDialog extends ModalDialog {
  static override styles = [
    controlStyles,
    manaStyles,
    modalStyles,
    css`
      dialog { min-width: 340px; max-width: min(640px, 92vw); }
      fieldset { border: 1px solid #30363d; border-radius: 6px; margin: 8px 0; }
      label { display: flex; gap: 6px; align-items: center; margin: 4px 0; }
      input[type="number"] { width: 6em; }
      .mana-choice { display: flex; flex-wrap: wrap; gap: 8px; }
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

  protected get label(): string {
    return `Options for ${this.heading}`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener("modal-cancel", this.cancel);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener("modal-cancel", this.cancel);
  }

  private readonly cancel = (): void =>
    void this.dispatchEvent(new CustomEvent("options-cancel", { bubbles: true, composed: true }));

  private variantLabel(a: CastOrActivate): string {
    if (a.type === "activate") {
      const text = this.abilityTexts.get(a.ability) ?? `Ability ${a.ability + 1}`;
      return a.mana === undefined ? text : `${text} — add {${a.mana}}`;
    }
    const parts: string[] = [];
    // beside an ability of the card (cycling, bloodrush: CR 113.6m), the cast is named as such
    const beside = this.variants.some((v) => v.type === "activate");
    if (beside) parts.push(`Cast ${this.heading}`);
    if (a.modes?.length) parts.push(a.modes.map((m) => this.modeTexts.get(m) ?? `Mode ${m + 1}`).join(" + "));
    if (a.entwine) parts.push("entwined"); // CR 702.42a
    if (a.replicate) parts.push(`replicate paid ${a.replicate} time${a.replicate === 1 ? "" : "s"}`); // CR 702.56a
    // kicked or not only for a spell with kicker; an alternative cost (CR 118.9) is named with what it does
    const kicker = this.variants.some((v) => v.type === "cast" && v.kicker);
    const alternatives = this.variants.some((v) => v.type === "cast" && v.alternative);
    if (kicker || (!alternatives && !beside)) parts.push(a.kicker ? "kicked" : "not kicked");
    if (a.alternative) parts.push(ALTERNATIVE_LABELS[a.alternative] ?? a.alternative);
    else if (alternatives) parts.push("for its mana cost");
    if (a.phyrexian === "life") parts.push("pay Phyrexian mana with life");
    else if (Array.isArray(a.phyrexian) && a.phyrexian.includes("life")) {
      const n = a.phyrexian.filter((p) => p === "life").length;
      parts.push(`pay ${n} of ${a.phyrexian.length} Phyrexian symbols with life`);
    }
    return parts.join(", ");
  }

  private chosen(choice = this.choice): void {
    const variants = this.variants.filter((v) => keyOf(v) === choice);
    const hasX = variants.some((v) => v.x !== undefined);
    this.dispatchEvent(
      new CustomEvent<OptionsChosen>("options-chosen", {
        detail: { variants, ...(hasX ? { x: this.x } : {}) },
        bubbles: true,
        composed: true,
      }),
    );
  }

  protected renderContent() {
    const distinct = [...new Map(this.variants.map((v) => [keyOf(v), v])).entries()];
    const maxX = Math.max(0, ...this.variants.filter((v) => keyOf(v) === this.choice).map((v) => v.x ?? 0));
    const hasX = this.variants.some((v) => v.x !== undefined);
    const first = distinct[0]?.[1];
    if (
      distinct.length > 1 &&
      !hasX &&
      first?.type === "activate" &&
      distinct.every(([, v]) => v.type === "activate" && v.mana !== undefined && v.ability === first.ability)
    )
      return this.renderManaChoice(distinct as [string, Extract<CastOrActivate, { type: "activate" }>][]);
    return html`<div class="options">
      <h3>${this.heading}</h3>
      ${
        distinct.length > 1
          ? html`<fieldset id="variant-choice"><legend>${this.variants.every((v) => v.type === "activate") ? "Ability" : "Announce"}</legend>
            ${distinct.map(
              ([key, v]) => html`<label><input type="radio" name="variant" value=${key} .checked=${key === this.choice}
                @change=${() => (this.choice = key)} />${textWithSymbols(this.variantLabel(v))}</label>`,
            )}</fieldset>`
          : nothing
      }
      ${
        hasX
          ? html`<label>X = <input id="x-value" type="number" min="0" max=${maxX} .value=${String(Math.min(this.x, maxX))}
            @input=${(e: Event) => (this.x = Math.max(0, Math.min(maxX, Math.trunc(Number((e.target as HTMLInputElement).value) || 0))))} />
            <span class="hint">(at most ${maxX} with your mana)</span></label>`
          : nothing
      }
      <div class="actions">
        <button id="options-cancel" @click=${() => this.dispatchEvent(new CustomEvent("options-cancel", { bubbles: true, composed: true }))}>Cancel</button>
        <button id="options-confirm" class="primary" autofocus @click=${() => this.chosen()}>Continue</button>
      </div>
    </div>`;
  }

  /** The type of mana a mana ability adds, one button per type it offers (CR 106.1a, 605.3b). */
  private renderManaChoice(choices: [string, Extract<CastOrActivate, { type: "activate" }>][]) {
    const text = this.abilityTexts.get(choices[0]![1].ability);
    return html`<div class="options">
      <h3>Mana from ${this.heading}</h3>
      ${text === undefined ? nothing : html`<p class="hint">${textWithSymbols(text)}</p>`}
      <div class="mana-choice" id="mana-choice" role="group" aria-label="Add one mana of">
        ${choices.map(
          ([
            key,
            v,
          ]) => html`<button id=${`mana-${v.mana}`} aria-label=${`Add {${v.mana}} (${MANA_NAMES[v.mana!] ?? v.mana})`}
            @click=${() => this.chosen(key)}>${manaSymbol(v.mana!)} ${MANA_NAMES[v.mana!] ?? v.mana}</button>`,
        )}
      </div>
      <div class="actions">
        <button id="options-cancel" @click=${() => this.dispatchEvent(new CustomEvent("options-cancel", { bubbles: true, composed: true }))}>Cancel</button>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "action-options-dialog": ActionOptionsDialog;
  }
}
