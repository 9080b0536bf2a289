/**
 * The placeholder is the field's only label: the box is as wide as it, so no label is cut (a CJK character
 * takes two columns), at least the 180 px the filters line up on.
 */
export const fitting = (label: string) => {
  const columns = [...label].reduce(
    (sum, char) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1),
    0,
  );
  return `max(180px, calc(${columns}ch + 56px))`;
};
