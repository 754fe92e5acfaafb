/**
 * The look of a card drawn from data (the table's cards and the large card face): a frame in
 * the colours of the card ({@link frameClass}: one class per colour, a second colour as
 * `two-x`, gold for three or more, `c` colourless, `land` added for lands), bars for the name
 * and the type line, and a rules-text box. No art box: the space goes to the text.
 */
import { css } from "lit";

/** Frame colours (`--bar`, `--bar2`: the bars; `--edge`: the frame) and the bars' split for two colours. */
export const frameStyles = css`
  .w { --bar: #f3ecd3; --edge: #d8cfa8; }
  .u { --bar: #c6dcee; --edge: #4f8fc6; }
  .b { --bar: #cbc2bf; --edge: #4a4241; }
  .r { --bar: #f0c4ad; --edge: #c8553a; }
  .g { --bar: #c4dcc6; --edge: #3f8450; }
  .gold { --bar: #eedc9a; --edge: #c9a94b; }
  .c { --bar: #d9dcdf; --edge: #8b949e; }
  .two-w { --bar2: #f3ecd3; --edge2: #d8cfa8; }
  .two-u { --bar2: #c6dcee; --edge2: #4f8fc6; }
  .two-b { --bar2: #cbc2bf; --edge2: #4a4241; }
  .two-r { --bar2: #f0c4ad; --edge2: #c8553a; }
  .two-g { --bar2: #c4dcc6; --edge2: #3f8450; }
  .frame {
    background: linear-gradient(90deg, var(--edge) 50%, var(--edge2, var(--edge)) 50%);
  }
  .bar {
    background: linear-gradient(90deg, var(--bar) 50%, var(--bar2, var(--bar)) 50%);
  }
  .land .text { background: #efe6d6; }
`;
