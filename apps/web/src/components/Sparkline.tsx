import './sparkline.css';

/** A rank over time as a small line; up is better (rank 1 at the top), gaps are days or periods without rank. */
export function Sparkline({ values, label }: { values: (number | null)[]; label: string }) {
  const known = values.filter((value): value is number => value !== null);
  if (known.length < 2) return <span>—</span>;
  const width = 100;
  const height = 24;
  const best = Math.min(...known);
  const worst = Math.max(...known);
  const span = Math.max(worst - best, 1);
  const step = width / Math.max(values.length - 1, 1);
  const segments: string[] = [];
  let current = '';
  values.forEach((value, index) => {
    if (value === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    const y = 2 + ((value - best) / span) * (height - 4);
    current += `${current ? 'L' : 'M'}${(index * step).toFixed(1)},${y.toFixed(1)}`;
  });
  if (current) segments.push(current);
  return (
    <svg className="tw-sparkline" width={width} height={height} role="img" aria-label={label}>
      <path d={segments.join(' ')} fill="none" stroke="currentColor" strokeWidth={1.5} />
    </svg>
  );
}
