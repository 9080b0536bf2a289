/**
 * The placeholder is the field's only label: the box is as wide as it, so no label is cut (a CJK character
 * takes two columns), at least `min` px so the filters line up; `extra` holds the padding and icons.
 */
export const fitting = (label: string, { min = 180, extra = 56 } = {}) => {
  const columns = [...label].reduce(
    (sum, char) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1),
    0,
  );
  return `max(${min}px, calc(${columns}ch + ${extra}px))`;
};
