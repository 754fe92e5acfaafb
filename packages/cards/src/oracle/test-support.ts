/**
 * Test helpers of the compiler's tests (not part of the package's build): a catalog card with
 * the defaults of a card without mana cost, colours or keywords.
 */
import type { CatalogCard } from "../catalog/types.js";

/** A catalog card of `c`'s name, type line and Oracle text; the other fields default to none (`manaCost` "", `layout` "normal"). */
export const catalogCard = (
  c: Partial<CatalogCard> & Pick<CatalogCard, "name" | "typeLine" | "oracleText">,
): CatalogCard => ({
  manaCost: "",
  manaValue: 0,
  colors: [],
  keywords: [],
  layout: "normal",
  ...c,
});
