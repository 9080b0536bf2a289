import { Input, InputNumber, Select, Switch } from 'antd';
import { useThemeStore, type ThemeSettings } from '@/features/theme';
import { SettingRow } from './SettingRow';

interface SettingProps<T> {
  label: string;
  /** Reads the value from the settings. */
  pick: (settings: ThemeSettings) => T;
  /** Writes a new value into a draft of the settings. */
  apply: (draft: ThemeSettings, value: T) => void;
  disabled?: boolean;
}

function useSetting<T>(
  pick: (settings: ThemeSettings) => T,
  apply: (draft: ThemeSettings, value: T) => void,
) {
  const value = useThemeStore((state) => pick(state.settings));
  const update = useThemeStore((state) => state.update);
  return [value, (next: T) => update((draft) => apply(draft, next))] as const;
}

export function SwitchSetting({ label, pick, apply, disabled }: SettingProps<boolean>) {
  const [value, change] = useSetting(pick, apply);
  return (
    <SettingRow label={label}>
      <Switch aria-label={label} checked={value} disabled={disabled} onChange={change} />
    </SettingRow>
  );
}

export function SizeSetting({
  label,
  pick,
  apply,
  min,
  max,
}: SettingProps<number> & { min: number; max: number }) {
  const [value, change] = useSetting(pick, apply);
  return (
    <SettingRow label={label}>
      <InputNumber
        aria-label={label}
        size="small"
        min={min}
        max={max}
        value={value}
        onChange={(next) => next !== null && change(next)}
      />
    </SettingRow>
  );
}

export function SelectSetting<T extends string>({
  label,
  pick,
  apply,
  options,
  disabled,
}: SettingProps<T> & { options: { value: T; label: string }[] }) {
  const [value, change] = useSetting(pick, apply);
  return (
    <SettingRow label={label}>
      <Select<T>
        aria-label={label}
        size="small"
        value={value}
        disabled={disabled}
        options={options}
        popupMatchSelectWidth={false}
        onChange={change}
      />
    </SettingRow>
  );
}

export function TextSetting({ label, pick, apply }: SettingProps<string>) {
  const [value, change] = useSetting(pick, apply);
  return (
    <SettingRow label={label}>
      <Input
        aria-label={label}
        size="small"
        value={value}
        maxLength={40}
        onChange={(event) => change(event.target.value)}
      />
    </SettingRow>
  );
}
