import type { ReactNode } from 'react';

export function SettingRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="tw-setting-row">
      <span className="tw-setting-row__label">{label}</span>
      <span className="tw-setting-row__control">{children}</span>
    </div>
  );
}
