import { manaSymbol } from "./mana-cost.js";
import { manaStyles } from "../styles/mana-font.js";
import type { ManualOp, ObjectView } from "@fishbowl/engine";
import { css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { LitElement } from "lit";
import { controlStyles } from "./ui-styles.js";

/** A type of mana (CR 106.1a-b). */
type ManaType = Extract<ManualOp, { kind: "addMana" }>["mana"][number];
const MANA_TYPES: readonly ManaType[] = ["W", "U", "B", "R", "G", "C"];

/**
 * The mana a permanent's text says one of its abilities adds, one list per "Add …" (`{G}{G}`
 * → `["G", "G"]`; "Add {R} or {G}" → `[["R"], ["G"]]`); empty when its text adds no mana of a
 * fixed type (CR 106.1, 605.1a). Read from the text for cards the engine does not automate.
 */
export function manaInText(text: string): ManaType[][] {
  const out: ManaType[][] = [];
  for (const m of text.matchAll(/\bAdd ((?:\{[WUBRGC]\}(?:,? (?:or )?)?)+)/g)) {
    const groups = m[1]!.split(/,? or |, /);
    const runs = groups.map((g) => [...g.matchAll(/\{([WUBRGC])\}/g)].map((x) => x[1] as ManaType));
    for (const run of runs) if (run.length && !out.some((o) => o.join() === run.join())) out.push(run);
  }
  return out;
}

/**
 * Whether the manual tools offer "add mana" for `o`: a permanent whose text has a mana ability
 * ("Add {…}") that the engine does not offer (it lists no mana ability for it: a manual or
 * partly automated card, CR 605.1a).
 */
export function offersAddMana(o: Pick<ObjectView, "zone" | "oracleText" | "abilities">): boolean {
  return o.zone === "battlefield" && /\bAdd \{/.test(o.oracleText) && !o.abilities.some((a) => a.mana);
}

/**
 * The manual tools for the effects of cards the engine does not automate: add mana to your pool
 * (the mana its text names in one click, or any symbols chosen; CR 106.4) and, for a creature,
 * "+N/+N until end of turn" (613.4c, ending at cleanup, 514.2). Each is sent as a recorded
 * `manual` action (`manual-op` event), undone and replayed like any other.
 */
@customElement("effect-tools")
export class EffectTools extends LitElement {
  static override styles = [
    controlStyles,
    manaStyles,
    css`
      fieldset { border: 1px solid #30363d; border-radius: 6px; margin: 8px 0; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
      label { display: inline-flex; gap: 4px; align-items: center; }
      input[type="number"] { width: 4.5em; }
      .chosen { font-family: ui-monospace, monospace; min-width: 6ch; }
    `,
  ];

  /** The permanent the tools act on (its text suggests the mana; it gets the +N/+N); `null`: add mana only. */
  @property({ attribute: false }) object: ObjectView | null = null;
  /** Whether to show the add-mana tools. */
  @property({ type: Boolean }) mana = true;

  @state() private chosen: ManaType[] = [];
  @state() private power = "1";
  @state() private toughness = "1";

  private send(op: ManualOp): void {
    this.dispatchEvent(new CustomEvent<ManualOp>("manual-op", { detail: op, bubbles: true, composed: true }));
  }

  private addMana(mana: ManaType[]): void {
    const o = this.object;
    this.send({ kind: "addMana", mana, ...(o !== null && o.zone === "battlefield" ? { source: o.id } : {}) });
  }

  private renderMana() {
    const o = this.object;
    const suggested = o === null ? [] : manaInText(o.oracleText);
    // mana drawn as symbols, as in the pool and the log; the text form ({G}{G}) is the accessible name
    const symbols = (m: readonly ManaType[]) => html`<mana-cost cost=${m.map((c) => `{${c}}`).join("")}></mana-cost>`;
    return html`<fieldset id="add-mana"><legend>Add mana to your pool${o ? ` (from ${o.name})` : ""}</legend>
      ${suggested.map((m) => html`<button class="suggested primary" data-mana=${m.join("")} aria-label=${`Add ${m.map((c) => `{${c}}`).join("")}`} @click=${() => this.addMana(m)}>Add ${symbols(m)}</button>`)}
      ${MANA_TYPES.map((c) => html`<button class="symbol" data-symbol=${c} aria-label=${`Choose {${c}}`} @click=${() => (this.chosen = [...this.chosen, c])}>${manaSymbol(c)}</button>`)}
      <span class="chosen" id="mana-chosen">${this.chosen.length ? symbols(this.chosen) : "—"}</span>
      <button id="mana-clear" ?disabled=${this.chosen.length === 0} @click=${() => (this.chosen = [])}>Clear</button>
      <button id="mana-add" aria-label=${`Add ${this.chosen.map((c) => `{${c}}`).join("")}`} ?disabled=${this.chosen.length === 0} @click=${() => this.addMana(this.chosen)}>Add ${symbols(this.chosen)}</button>
      <span class="hint">Pay its costs (tap, counters) with the other tools; the mana empties at the end of the step.</span>
    </fieldset>`;
  }

  private renderPump(o: ObjectView) {
    const n = (s: string) => Math.trunc(Number(s));
    const ok = [this.power, this.toughness].every(
      (s) => s.trim() !== "" && Number.isInteger(Number(s)) && Math.abs(Number(s)) <= 1_000_000,
    );
    const sign = (s: string) => (n(s) < 0 ? `${n(s)}` : `+${n(s)}`);
    return html`<fieldset id="pump-tools"><legend>Until end of turn</legend>
      <label>Power <input id="pump-power" type="number" .value=${this.power} @input=${(e: Event) => (this.power = (e.target as HTMLInputElement).value)} /></label>
      <label>Toughness <input id="pump-toughness" type="number" .value=${this.toughness} @input=${(e: Event) => (this.toughness = (e.target as HTMLInputElement).value)} /></label>
      <button id="pump" ?disabled=${!ok} @click=${() => this.send({ kind: "pump", object: o.id, power: n(this.power), toughness: n(this.toughness) })}>
        ${ok ? `${sign(this.power)}/${sign(this.toughness)} until end of turn` : "Whole numbers only"}</button>
    </fieldset>`;
  }

  protected override render() {
    const o = this.object;
    return html`${this.mana ? this.renderMana() : nothing}${o !== null && o.zone === "battlefield" && o.types.includes("Creature") ? this.renderPump(o) : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "effect-tools": EffectTools;
  }
}
