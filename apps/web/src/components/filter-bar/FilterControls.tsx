import { DatePicker, Input, Select, Space, type SelectProps } from 'antd';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';

/**
 * The controls of a filter bar. Each takes a `label` that is both its placeholder and its accessible name,
 * so no filter can be added without a name a screen reader or voice control can use.
 */
interface Labelled {
  label: string;
  className?: string;
  style?: CSSProperties;
  disabled?: boolean;
}

type FilterSelectProps<V> = Labelled & {
  /** What an empty choice means, when it says more than the label (e.g. "All shops"). */
  placeholder?: string;
  value: V | undefined;
  options: { value: V; label: string }[];
  onChange(value: V | undefined): void;
} & Pick<SelectProps, 'showSearch'>;

export function FilterSelect<V extends string | number>({
  label,
  placeholder = label,
  value,
  options,
  onChange,
  ...rest
}: FilterSelectProps<V>) {
  return (
    <Select<V>
      {...rest}
      allowClear
      placeholder={placeholder}
      aria-label={label}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      options={options}
    />
  );
}

type FilterSearchProps = Labelled & { value: string | undefined; onSearch(value: string | undefined): void };

/** A text filter applied on Enter or the search button; a new value from outside replaces what was typed. */
export function FilterSearch({ label, value, onSearch, ...rest }: FilterSearchProps) {
  return (
    <Input.Search
      {...rest}
      allowClear
      placeholder={label}
      aria-label={label}
      defaultValue={value}
      key={value ?? ''}
      onSearch={(text) => onSearch(text.trim() || undefined)}
    />
  );
}

interface DateRange {
  startDate?: string;
  endDate?: string;
}

type FilterDateRangeProps = Omit<Labelled, 'label'> & {
  value: DateRange;
  /** How each end is named, e.g. "Negation date from" / "Negation date to". */
  startLabel: string;
  endLabel: string;
  onChange(range: DateRange): void;
};

const DAY = 'YYYY-MM-DD';

/**
 * A date range as two date fields, one stop of the Tab key each. antd's RangePicker moves focus between
 * its own two inputs on Tab while one is empty, which traps a keyboard user inside it (WCAG 2.1.2).
 */
export function FilterDateRange({
  value,
  startLabel,
  endLabel,
  onChange,
  disabled,
  className,
}: FilterDateRangeProps) {
  const start = value.startDate ? dayjs(value.startDate) : null;
  const end = value.endDate ? dayjs(value.endDate) : null;
  return (
    <Space.Compact className={className}>
      <DatePicker
        value={start}
        disabled={disabled}
        placeholder={startLabel}
        aria-label={startLabel}
        disabledDate={(day) => Boolean(end && day.isAfter(end, 'day'))}
        onChange={(day) => onChange({ ...value, startDate: day?.format(DAY) })}
      />
      <DatePicker
        value={end}
        disabled={disabled}
        placeholder={endLabel}
        aria-label={endLabel}
        disabledDate={(day) => Boolean(start && day.isBefore(start, 'day'))}
        onChange={(day) => onChange({ ...value, endDate: day?.format(DAY) })}
      />
    </Space.Compact>
  );
}
