import { isDeepStrictEqual } from 'node:util';
import type { FormDefinition, ProgramComponent, Question, QuestionOption } from '@huddle/schemas';
import { leagueYearLabel } from '@huddle/schemas/reference';

/** The change list of a program's first form version. */
export const FIRST_VERSION_CHANGE = 'First version of the form';

/** Said when two versions differ only in how their component types compile (no definition change). */
export const RULES_ONLY_CHANGE = 'Form rules updated (the component types changed how they build the form)';

/** Longest question or option text quoted in a change, before '...'. */
const QUOTE_LENGTH = 60;

/** Names of the question fields 'Question edited' lists. */
const questionFieldNames: ReadonlyArray<[keyof Question, string]> = [
  ['questionText', 'text'],
  ['questionName', 'name'],
  ['questionTypeId', 'type'],
  ['characterLimit', 'character limit'],
  ['required', 'required'],
  ['configuration', 'configuration'],
];

/**
 * What changed from one stored form definition to the next (the version
 * history of GET /api/admin/events/{eventId}/form-versions), one English
 * sentence each, in this order: program year; components added, removed,
 * renamed, text edited, reconfigured, reordered; questions added, removed,
 * edited (naming the fields), reordered; per question, options added,
 * removed, edited, reordered. Components, questions and options are matched
 * by id. No previous definition → [FIRST_VERSION_CHANGE]; no difference
 * (the component types compiled differently) → [RULES_ONLY_CHANGE].
 */
export function describeFormChanges(previous: FormDefinition | null, next: FormDefinition): string[] {
  if (previous === null) return [FIRST_VERSION_CHANGE];
  const changes: string[] = [];
  if (previous.eventYear !== next.eventYear) {
    changes.push(`Program year changed from ${leagueYearLabel(previous.eventYear)} to ${leagueYearLabel(next.eventYear)}`);
  }
  changes.push(...componentChanges(previous.components, next.components));
  changes.push(...questionChanges(previous.questions, next.questions));
  return changes.length > 0 ? changes : [RULES_ONLY_CHANGE];
}

function componentChanges(before: readonly ProgramComponent[], after: readonly ProgramComponent[]): string[] {
  const changes: string[] = [];
  const old = new Map(before.map((component) => [component.componentId, component]));
  const kept = new Set(after.map((component) => component.componentId));
  for (const component of after) {
    const was = old.get(component.componentId);
    if (was === undefined) {
      changes.push(`Component added: ${component.displayName} (${component.componentType})`);
      continue;
    }
    if (was.displayName !== component.displayName) changes.push(`Component renamed: ${was.displayName} → ${component.displayName}`);
    if ((was.componentText ?? null) !== (component.componentText ?? null)) changes.push(`Component text edited: ${component.displayName}`);
    if (!isDeepStrictEqual(was.configuration, component.configuration)) changes.push(`Component reconfigured: ${component.displayName}`);
  }
  for (const component of before) {
    if (!kept.has(component.componentId)) changes.push(`Component removed: ${component.displayName} (${component.componentType})`);
  }
  if (
    reordered(
      before.map((c) => c.componentId),
      after.map((c) => c.componentId),
    )
  ) {
    changes.push(`Components reordered: ${after.map((component) => component.displayName).join(', ')}`);
  }
  return changes;
}

function questionChanges(before: readonly Question[], after: readonly Question[]): string[] {
  const changes: string[] = [];
  const optionChanges: string[] = [];
  const old = new Map(before.map((question) => [question.questionId, question]));
  const kept = new Set(after.map((question) => question.questionId));
  for (const question of after) {
    const was = old.get(question.questionId);
    if (was === undefined) {
      changes.push(`Question added: ${quote(question.questionText)}`);
      continue;
    }
    const edited = questionFieldNames
      .filter(([field]) => !isDeepStrictEqual(was[field] ?? null, question[field] ?? null))
      .map(([, name]) => name);
    if (edited.length > 0) changes.push(`Question edited: ${quote(question.questionText)} (${edited.join(', ')})`);
    optionChanges.push(...changesOfOptions(question, was.questionOptions, question.questionOptions));
  }
  for (const question of before) {
    if (!kept.has(question.questionId)) changes.push(`Question removed: ${quote(question.questionText)}`);
  }
  if (
    reordered(
      before.map((q) => q.questionId),
      after.map((q) => q.questionId),
    )
  ) {
    changes.push(`Questions reordered: ${after.map((question) => quote(question.questionText)).join(', ')}`);
  }
  return [...changes, ...optionChanges];
}

function changesOfOptions(question: Question, before: readonly QuestionOption[], after: readonly QuestionOption[]): string[] {
  const changes: string[] = [];
  const of = `of question ${quote(question.questionText)}`;
  const old = new Map(before.map((option) => [option.optionId, option]));
  const kept = new Set(after.map((option) => option.optionId));
  for (const option of after) {
    const was = old.get(option.optionId);
    if (was === undefined) changes.push(`Option added ${of}: ${quote(option.optionName)}`);
    else if (
      was.optionName !== option.optionName ||
      (was.optionDescription ?? null) !== (option.optionDescription ?? null) ||
      was.isTextBox !== option.isTextBox
    ) {
      changes.push(`Option edited ${of}: ${quote(option.optionName)}`);
    }
  }
  for (const option of before) {
    if (!kept.has(option.optionId)) changes.push(`Option removed ${of}: ${quote(option.optionName)}`);
  }
  if (
    reordered(
      before.map((o) => o.optionId),
      after.map((o) => o.optionId),
    )
  )
    changes.push(`Options reordered ${of}`);
  return changes;
}

/** True when the ids both lists keep are in a different order. */
function reordered(before: readonly number[], after: readonly number[]): boolean {
  const common = new Set(before.filter((id) => after.includes(id)));
  return !isDeepStrictEqual(
    before.filter((id) => common.has(id)),
    after.filter((id) => common.has(id)),
  );
}

function quote(text: string): string {
  const short = text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH)}...` : text;
  return `'${short}'`;
}
