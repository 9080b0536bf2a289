import type { AdChartTarget, ChartLevel } from '@/features/negation';

/**
 * One thing the page can draw: a level and the id control_chart takes for it; a search term at one ad group
 * (where a negation acts) is its own subject beside the term across the shop.
 */
export interface ChartSubject {
  key: ChartLevel | 'searchTermHere';
  level: ChartLevel;
  id: string;
  label: string;
  adGroupId?: string;
}

/** Everything reachable from what was opened: the term, its ad group and campaign, or a keyword/target. */
export function subjectsOf(target: AdChartTarget): ChartSubject[] {
  const subjects: ChartSubject[] = [];
  if (target.searchTerm && target.adGroup)
    subjects.push({
      key: 'searchTermHere',
      level: 'searchTerm',
      id: target.searchTerm,
      label: `${target.searchTerm} · ${target.adGroup.name}`,
      adGroupId: target.adGroup.id,
    });
  if (target.searchTerm)
    subjects.push({
      key: 'searchTerm',
      level: 'searchTerm',
      id: target.searchTerm,
      label: target.searchTerm,
    });
  if (target.adGroup)
    subjects.push({ key: 'adGroup', level: 'adGroup', id: target.adGroup.id, label: target.adGroup.name });
  if (target.campaign)
    subjects.push({
      key: 'campaign',
      level: 'campaign',
      id: target.campaign.id,
      label: target.campaign.name,
    });
  if (!subjects.some((subject) => subject.level === target.level)) {
    subjects.unshift({ key: target.level, level: target.level, id: target.id, label: target.label });
  }
  // The negation log knows no keyword or target ids: the seller may paste one from the ads console.
  for (const level of ['keyword', 'target'] as const) {
    if (!subjects.some((subject) => subject.level === level))
      subjects.push({ key: level, level, id: '', label: '' });
  }
  return subjects;
}
