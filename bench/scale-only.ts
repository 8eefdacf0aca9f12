// `node --import tsx bench/scale-only.ts [sizes…]`: the scale table alone (e.g. `100 100000`).
import { benchScale, printScaleTable, SCALE_SIZES } from './scale';

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const chosen = sizes.length > 0 ? sizes : SCALE_SIZES;
printScaleTable(await benchScale(chosen), chosen);
