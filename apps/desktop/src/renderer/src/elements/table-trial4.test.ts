/**
 * The table's faults found by the fourth new-user trial (issue 15): the apply-by-hand notice
 * draws the cost symbols of the clauses not automated (not "[object Object]").
 */
import { render } from "lit";
import { describe, expect, it } from "vitest";
import { renderByHand } from "./apply-by-hand.js";
import type { TableController } from "./table-controller.js";

describe("apply-by-hand notice", () => {
  it("draws the mana symbols of the clauses not automated, with no [object Object]", () => {
    const t = {
      ui: {
        byHand: [
          {
            name: "Scrapheap Scrounger",
            text: "{1}{B}, Mill two cards, Exile another creature card from your graveyard: Return this card from your graveyard to the battlefield tapped.",
            automation: { kind: "partial", clauses: ["{1}{B}, Mill two cards: Return it.", "{T}: Add {R}."] },
          },
        ],
      },
      update: () => {},
    } as unknown as TableController;
    const div = document.createElement("div");
    render(renderByHand(t), div);
    const p = div.querySelector('.by-hand[data-name="Scrapheap Scrounger"]')!;
    expect(p.textContent).not.toContain("[object Object]");
    expect(p.textContent).toContain("not: ");
    expect(p.textContent).toContain(" · ");
    expect([...p.querySelectorAll("i.ms")].map((i) => i.getAttribute("title"))).toEqual([
      "{1}",
      "{B}",
      "{T}",
      "{R}",
      "{1}",
      "{B}",
    ]);
  });
});
