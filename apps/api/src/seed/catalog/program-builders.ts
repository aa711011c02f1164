import { resumeUpload, type ComponentEntry } from './catalog-components.ts';
import { catalogContacts } from './catalog-contacts.ts';
import { catalogProgram, type EventDates } from './catalog-program-builder.ts';
import type { CatalogContact, CatalogPath, CatalogProgram } from './catalog-program.ts';
import type { QuestionDraft } from './catalog-questions.ts';
import { legendsSocialLinks, type SocialLinks } from './catalog-social.ts';
import { careerStage, whyAttend } from './common-questions.ts';
import { describeProgram, type DescriptionParts } from './program-description.ts';

/** The short form most NFL programs are written in. */
export interface ShortProgramInput extends DescriptionParts {
  id: number;
  /** Main public path, without the leading slash, exact published case. */
  path: string;
  /** Page title of the path; also the program's eventName unless eventName is given. */
  title: string;
  eventName?: string;
  programDisplayName?: string;
  /** Further paths sharing this program (spec §2 shared-path groups). */
  extraPaths?: readonly CatalogPath[];
  dates: EventDates;
  activeEvent?: boolean;
  /** Defaults per builder (workshops false, fellowships and Legends events true). */
  requiresAccept?: boolean;
  /** Defaults to whyAttend() and careerStage(). */
  questions?: readonly QuestionDraft[];
  /** Defaults per builder. */
  contacts?: readonly [CatalogContact, ...CatalogContact[]];
  social?: SocialLinks;
  hideEventDates?: boolean;
  /** PersonalInformation configuration (spec §3 keys: requireNumYearsPlayed, requireShirtSize). */
  personal?: Record<string, unknown>;
}

/** Components given after PersonalInformation and before the questions. */
export interface WithExtras {
  extras?: readonly ComponentEntry[];
}

function build(
  input: ShortProgramInput,
  requiresAccept: boolean,
  components: readonly ComponentEntry[],
  contacts: readonly [CatalogContact, ...CatalogContact[]],
  social?: SocialLinks,
): CatalogProgram {
  return catalogProgram({
    id: input.id,
    eventName: input.eventName ?? input.title,
    programDisplayName: input.programDisplayName,
    paths: [{ path: input.path, title: input.title }, ...(input.extraPaths ?? [])],
    dates: input.dates,
    activeEvent: input.activeEvent,
    description: describeProgram(input),
    requiresAccept: input.requiresAccept ?? requiresAccept,
    social: input.social ?? social,
    hideEventDates: input.hideEventDates,
    components,
    questions: input.questions ?? [whyAttend(), careerStage()],
    contacts: input.contacts ?? contacts,
  });
}

function personal(input: ShortProgramInput, fallback: Record<string, unknown> = {}): ComponentEntry {
  return { type: 'PersonalInformation', configuration: input.personal ?? fallback };
}

/**
 * A workshop or webinar: Banner, EventDescription, PersonalInformation,
 * QuestionsComponent, DigitalSignature, Footer; no acceptance, no fee;
 * Player Engagement contact.
 */
export function workshopProgram(input: ShortProgramInput): CatalogProgram {
  const components: ComponentEntry[] = ['Banner', 'EventDescription', personal(input), 'QuestionsComponent', 'DigitalSignature', 'Footer'];
  return build(input, false, components, [catalogContacts.playerEngagement]);
}

/**
 * A Legends event (Super Bowl, Pro Bowl, combine, draft...): PersonalInformation
 * requires years played, then the extras (PlayerSegment, FamilyInformation...);
 * acceptance required; Legends Community contact and social links.
 */
export function legendsEventProgram(input: ShortProgramInput & WithExtras): CatalogProgram {
  const components: ComponentEntry[] = [
    'Banner',
    'EventDescription',
    personal(input, { requireNumYearsPlayed: true }),
    ...(input.extras ?? ['PlayerSegment']),
    'QuestionsComponent',
    'DigitalSignature',
    'Footer',
  ];
  return build(input, true, components, [catalogContacts.legendsCommunity, catalogContacts.playerEngagement], legendsSocialLinks);
}

/**
 * A fellowship, academy or career program: acceptance required, a resume
 * upload, the extras (FootballBackground, FootballExperience...) after
 * PersonalInformation; Career Development and Player Engagement contacts.
 */
export function fellowshipProgram(input: ShortProgramInput & WithExtras): CatalogProgram {
  const components: ComponentEntry[] = [
    'Banner',
    'EventDescription',
    personal(input),
    ...(input.extras ?? []),
    'QuestionsComponent',
    resumeUpload,
    'DigitalSignature',
    'Footer',
  ];
  return build(input, true, components, [catalogContacts.careerDevelopment, catalogContacts.playerEngagement]);
}
