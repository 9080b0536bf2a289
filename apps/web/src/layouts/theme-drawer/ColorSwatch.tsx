import { useEffect, useRef } from 'react';

/**
 * A theme colour as the browser's own colour picker: antd's ColorPicker shares its colour helpers with
 * Button, and that bundled a panel of presets into the login page's scripts. The colour applies when the
 * picker closes (the native change event), not on every drag, since a new theme re-renders the whole app.
 */
export function ColorSwatch({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  disabled?: boolean;
  onChange(hex: string): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const element = input.current!;
    const apply = () => latest.current(element.value);
    element.addEventListener('change', apply);
    return () => element.removeEventListener('change', apply);
  }, []);
  return (
    <input
      ref={input}
      type="color"
      className="tw-color-swatch"
      aria-label={label}
      defaultValue={value}
      key={value}
      disabled={disabled}
    />
  );
}
