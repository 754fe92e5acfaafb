/**
 * What a face-down spell or permanent is (CR 708.2a, 702.37c): a 2/2 creature with no name, text,
 * subtypes, colors or mana cost — its copiable values while face down. Turning one face up:
 * morph.ts.
 */
import type { GameObject } from "../state/types.js";
import type { Characteristics } from "../state/characteristics.js";

/** The name a face-down object is shown with: it has none (CR 708.2a); only players' views and logs use this. */
export const FACE_DOWN_NAME = "Face-down creature";

/** A face-down object's characteristics (CR 708.2a, 702.37c): its copiable values while face down. */
export function faceDownCharacteristics(o: GameObject, restrictions: Characteristics["restrictions"]): Characteristics {
  return {
    id: o.id,
    name: FACE_DOWN_NAME,
    manaCost: null,
    colors: [],
    supertypes: [],
    types: ["Creature"],
    subtypes: [],
    power: 2,
    toughness: 2,
    keywords: [],
    abilities: [],
    controller: o.controller,
    owner: o.owner,
    oracleText: "",
    restrictions,
    allCreatureTypes: false,
  };
}
