import { SEEDED_RULE_NAMES } from '@termwise/contracts';

const seededKeys = new Map<string, string>(
  Object.entries(SEEDED_RULE_NAMES).map(([key, name]) => [name, key]),
);

type Translate = (key: string) => string;

/** A rule's name as the reader sees it: the demo's seeded rules in the reader's language. */
export function ruleDisplayName(name: string, t: Translate): string;
export function ruleDisplayName(name: string | null, t: Translate): string | null;
export function ruleDisplayName(name: string | null, t: Translate): string | null {
  const key = name === null ? undefined : seededKeys.get(name);
  return key ? t(`negation.rules.seeded.${key}`) : name;
}
