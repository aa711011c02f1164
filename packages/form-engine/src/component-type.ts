import type { FixedRole, ProgramComponent, Question } from '@huddle/schemas';
import type { JsonSchema, UiSchema } from './json-schema.ts';

/** Form sections of spec §2: components render in Header, Body, Footer order. */
export type SectionName = 'Header' | 'Body' | 'Footer';

/**
 * What a component type may read while compiling. Everything here is part of
 * the FormDefinition, so compiling stays pure and deterministic.
 */
export interface CompileContext {
  program: { eventId: number; eventYear: number; fixedRole: FixedRole };
  /** The component instance being compiled (id, key, display name, text). */
  component: ProgramComponent;
  /** All questions of the program, sorted by displayOrder then questionId. */
  questions: Question[];
}

/**
 * Indexed list/search columns a component feeds at submit time
 * (spec §3 participant list row). Values are plain strings (lists for teams and
 * football areas); absent = not fed.
 */
export interface ProjectedColumns {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  city?: string;
  stateCode?: string;
  country?: string;
  birthDate?: string;
  companyName?: string;
  industry?: string;
  playerId?: number;
  /** Club names the applicant played for or prefers (spec §3 preferredTeams); the list's Team Filter. */
  teams?: string[];
  /** Chosen football areas (spec §3 company fields, §9 list; 'Other: ...' entries kept as typed). */
  footballAreas?: string[];
  /** One-line playing history (spec §2 'Playing History' column). */
  playingHistory?: string;
}

/**
 * A component type: the unit a developer adds (ARCHITECTURE.md §2 anatomy).
 * Pure: runs in the browser and on the server.
 *
 * - Display-only types (Banner, EventDescription, footer) omit toSchema; the
 *   renderer shows them from the compiled sections.
 * - Data types return an object schema for their answers object (stored under
 *   the instance's componentKey). Conditionals go in if/then/else; titles are
 *   the friendly field names of spec §5.
 */
export interface ComponentType<Config extends object = Record<string, unknown>> {
  /** Spec §2 name, e.g. 'PersonalInformation'. Registry key. */
  name: string;
  section: SectionName;
  /** One line for the admin 'Add Component' list and Storybook. */
  description: string;
  /** JSON Schema of the admin configuration; absent: 'No Admin for this Component'. */
  configSchema?: JsonSchema;
  /** Configuration used when a program adds the component. */
  defaultConfiguration: Config;
  /** Schema fragment of the answers object; absent for display-only types. */
  toSchema?(config: Config, ctx: CompileContext): JsonSchema;
  /** UI schema fragment for the answers object (widgets, order, layout). */
  toUiSchema?(config: Config, ctx: CompileContext): UiSchema;
  /** Columns projected from this component's answers object at submit time. */
  project?(answers: unknown, config: Config): ProjectedColumns;
}

/**
 * The registry: the only switch on component type in the repository.
 * Accepts types whose Config is an interface (ComponentType<object>) as well
 * as record-shaped ones.
 */
export type ComponentRegistry = Readonly<Record<string, ComponentType<never> | ComponentType | ComponentType<object>>>;
