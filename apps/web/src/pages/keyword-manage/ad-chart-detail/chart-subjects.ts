import type { AdChartTarget, ChartLevel } from '@/features/negation';

/** One thing the page can draw: a level (one subject per level) and the id control_chart takes for it. */
export interface ChartSubject {
  level: ChartLevel;
  id: string;
  label: string;
}

/** Everything reachable from what was opened: the term, its ad group and campaign, or a keyword/target. */
export function subjectsOf(target: AdChartTarget): ChartSubject[] {
  const subjects: ChartSubject[] = [];
  if (target.searchTerm)
    subjects.push({ level: 'searchTerm', id: target.searchTerm, label: target.searchTerm });
  if (target.adGroup) subjects.push({ level: 'adGroup', id: target.adGroup.id, label: target.adGroup.name });
  if (target.campaign)
    subjects.push({ level: 'campaign', id: target.campaign.id, label: target.campaign.name });
  if (!subjects.some((subject) => subject.level === target.level)) {
    subjects.unshift({ level: target.level, id: target.id, label: target.label });
  }
  // The negation log knows no keyword or target ids: the seller may paste one from the ads console.
  for (const level of ['keyword', 'target'] as const) {
    if (!subjects.some((subject) => subject.level === level)) subjects.push({ level, id: '', label: '' });
  }
  return subjects;
}
