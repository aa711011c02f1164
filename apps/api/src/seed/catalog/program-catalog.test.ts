import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import settingsSchema from '@huddle/schemas/entities/program-settings.schema.json' with { type: 'json' };
import { catalogLeagueYear, catalogLeagueYearEnd, catalogLeagueYearStart, catalogReferenceDate } from './catalog-dates.ts';
import { catalogPaths, programCatalog } from './program-catalog.ts';

/** Spec §2 public routes, copied from the spec text ('-1 and -2', '-friday, -saturday' expanded). */
const specPaths = [
  'NFL_Forward_Crowdsourcing',
  'nfl-legends-directory',
  'advanced-broadcast-boot-camp',
  'family-and-football',
  'bill-walsh-minority-coaching',
  'sblv-broadcasting-opportunity',
  'broadcasting-and-media-workshop',
  'bts',
  'franchising-workshop',
  'legends-community-super-bowl-ticket-lottery',
  'super-bowl-legends-lunch-and-learn',
  'super-bowl-legends-lounge-1',
  'super-bowl-legends-lounge-2',
  'legends-business-network-super-bowl-event',
  'legends-coaches-network-super-bowl-event',
  'entrepreneurship-workshop',
  'LifeBeyondTheGame',
  'business-ownership-summit',
  'coaches-academy',
  'coaches-academy-basic',
  'coaches-academy-qa',
  'coaches-workshop',
  'final-asu-mindset-webinar',
  'finance-webinar',
  'job-shadow-and-internship-program',
  'Navigating-Life-in-a-Pandemic-Entrepreneur-Mindset',
  'NFLOfficiatingAcademy',
  'officiating-workshop',
  'nunn-wooten-scouting-fellowship',
  'wealth-management',
  'real-estate-workshop',
  'social-impact-workshop',
  'public-speaking-and-branding-workshop',
  'sbcareerfair',
  'pro-bowl-skills-challenge-attendee',
  'legends-community-pro-bowl-tickets',
  'legends-lounge-combine-thursday',
  'legends-lounge-combine-friday',
  'legends-lounge-combine-saturday',
  'Legends-Draft-Viewing-Party',
  'money-mindset',
  'rookie-welcome-webinar',
  'money-mindset-for-crypto',
  'money-mindset-for-venture-capital',
  'personal-branding-and-social-workshop',
  'nfl-legends-community-kickoff-celebration',
  'nfl-kickoff-game-legends-events',
  'career-tours',
  'continuing-education-interest-form',
  'financial-webinar-taxes',
  'financial-webinar-investments',
  'nfl-womens-community',
  'financial-webinar-insurance',
  'legends-community-fantasy-league',
  'film-group-career-tour',
  'fashion-career-tour',
  'internship-program',
  'social-justice-town-hall-super-bowl',
  'financial-summit',
  'legends-community-welcome',
  'creating-a-film',
  'gaming-career-tour',
  'social-justice-town-hall-draft',
  'community-impact-workshop',
  'technology-program',
  'dhn-webinar',
  'agricultural-program',
  'legends-resource-forum',
  'chess-event',
  'team-ownership-webinar',
  'gym-fitness-webinar',
];

/** Paths outside that list: the level selection page and the level it sends experienced coaches to. */
const otherPaths = ['coaches-academy-experience', 'coaches-academy-pro'];

const sharedGroups = [
  ['coaches-academy-experience', 'coaches-academy-qa'],
  ['NFLOfficiatingAcademy', 'officiating-workshop'],
  ['wealth-management', 'financial-summit'],
  ['LifeBeyondTheGame', 'bts'],
];

const programIdOf = (path: string) => catalogPaths().find((entry) => entry.path === path)?.programId;
const isClosed = (program: (typeof programCatalog)[number]) =>
  !program.activeEvent || (program.applicationDueDate !== null && program.applicationDueDate < catalogReferenceDate);

describe('catalogLeagueYear', () => {
  it('is the league year of the reference date (spec §5: it starts April 1)', () => {
    expect(catalogLeagueYear).toBe(2026);
  });
});

describe('programCatalog paths', () => {
  it('has every spec §2 public path exactly once, in its published case', () => {
    const paths = catalogPaths().map((entry) => entry.path);
    expect(specPaths).toHaveLength(71);
    for (const path of [...specPaths, ...otherPaths])
      expect(
        paths.filter((p) => p === path),
        path,
      ).toHaveLength(1);
    expect([...paths].sort()).toEqual([...specPaths, ...otherPaths].sort());
  });

  it('keeps paths unique case-insensitively and without a leading slash', () => {
    const keys = catalogPaths().map((entry) => entry.path.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9_-]+$/);
  });

  it('lets the shared-path groups open one program', () => {
    for (const [first, second] of sharedGroups) {
      expect(programIdOf(first!), first).toBeDefined();
      expect(programIdOf(second!), second).toBe(programIdOf(first!));
    }
    const selection = catalogPaths().filter((entry) => entry.kind === 'level-selection');
    expect(selection.map((entry) => entry.path)).toEqual(['coaches-academy-experience']);
  });

  it('gives each fixed role to one program', () => {
    const roleOf = (path: string) => programCatalog.find((program) => program.id === programIdOf(path))?.fixedRole;
    expect(roleOf('NFL_Forward_Crowdsourcing')).toBe('football-ops-submission');
    expect(roleOf('nfl-legends-directory')).toBe('legends-directory');
    expect(roleOf('job-shadow-and-internship-program')).toBe('resume-program-a');
    expect(roleOf('internship-program')).toBe('resume-program-b');
    expect(roleOf('nunn-wooten-scouting-fellowship')).toBe('football-areas');
    const roles = programCatalog.map((program) => program.fixedRole).filter((role) => role !== null);
    expect([...roles].sort()).toEqual([
      'business-directory',
      'football-areas',
      'football-ops-submission',
      'legends-directory',
      'resume-program-a',
      'resume-program-b',
    ]);
  });
});

describe('programCatalog programs', () => {
  it('has unique ids 1..N', () => {
    expect(programCatalog.map((program) => program.id)).toEqual(programCatalog.map((_, index) => index + 1));
  });

  it('dates every program inside the 2026-2027 league year with eventYear 2026', () => {
    for (const program of programCatalog) {
      expect(program.eventYear, program.eventName).toBe(2026);
      for (const date of [program.startDate, program.endDate, program.applicationDueDate]) {
        if (date === null) continue;
        expect(date >= catalogLeagueYearStart && date <= catalogLeagueYearEnd, `${program.eventName} ${date}`).toBe(true);
      }
      if (program.startDate && program.endDate) expect(program.endDate >= program.startDate).toBe(true);
    }
  });

  it('closes only a few ordinary programs', () => {
    const closed = programCatalog.filter(isClosed);
    expect(closed.map((program) => program.id)).toEqual([22, 24, 53, 67, 68]);
    expect(closed.some((program) => !program.activeEvent)).toBe(true);
    expect(closed.some((program) => program.activeEvent)).toBe(true);
    for (const program of closed) {
      expect(program.family, program.eventName).toBe('nfl-programs');
      expect(program.fixedRole).toBeNull();
      expect(program.settings.hideEventDates).toBe(false);
    }
  });

  it('has unique lower-camel component keys and display orders per program', () => {
    for (const program of programCatalog) {
      const keys = program.components.map((component) => component.componentKey);
      expect(new Set(keys).size, program.eventName).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(/^[a-z][A-Za-z0-9]*$/);
      const orders = program.components.map((component) => component.displayOrder);
      expect(new Set(orders).size).toBe(orders.length);
    }
  });

  it('validates every settings object against the program settings schema', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    addFormats(ajv);
    const validate = ajv.compile(settingsSchema);
    for (const program of programCatalog) {
      expect(validate(program.settings), `${program.eventName}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('hides the event dates of exactly one program', () => {
    const hidden = programCatalog.filter((program) => program.settings.hideEventDates);
    expect(hidden.map((program) => program.paths[0]?.path)).toEqual(['continuing-education-interest-form']);
  });

  it('charges a fee exactly where one is required, with the payment link in the approval email', () => {
    for (const program of programCatalog) {
      const { requireProgramFee, programFee, applicationsRequiresAccept, acceptanceEmail, acceptanceEmail_embed_pay_link } =
        program.settings;
      expect(requireProgramFee, program.eventName).toBe(programFee > 0);
      if (requireProgramFee && applicationsRequiresAccept) {
        expect(acceptanceEmail_embed_pay_link).toBe(true);
        expect(acceptanceEmail).toContain('[PAYMENT LINK]');
      }
    }
    const coaches = programCatalog.filter((program) => program.family === 'coaches-academy');
    expect(coaches).toHaveLength(4);
    for (const program of coaches) expect(program.settings.requireProgramFee && program.settings.applicationsRequiresAccept).toBe(true);
    expect(programCatalog.find((program) => program.id === programIdOf('coaches-academy-pro'))?.settings.programFee).toBe(450);
  });

  it('shows the legal disclaimer only for the football ops submission program', () => {
    const withDisclaimer = programCatalog.filter((program) => program.settings.showLegalDisclaimer);
    expect(withDisclaimer.map((program) => program.fixedRole)).toEqual(['football-ops-submission']);
    expect(withDisclaimer[0]?.settings.legalDisclaimerMessage).not.toBe('');
  });

  it('has 1-4 questions with options where the type needs them, and 1-2 contacts', () => {
    for (const program of programCatalog) {
      expect(program.questions.length, program.eventName).toBeGreaterThanOrEqual(1);
      expect(program.questions.length, program.eventName).toBeLessThanOrEqual(4);
      expect(program.contacts.length).toBeGreaterThanOrEqual(1);
      expect(program.contacts.length).toBeLessThanOrEqual(2);
      for (const question of program.questions) {
        const needsOptions = [2, 3, 4].includes(question.questionTypeId);
        expect(question.questionOptions.length > 0, question.questionText).toBe(needsOptions);
        expect(question.questionOptions.filter((option) => option.isTextBox).length).toBeLessThanOrEqual(1);
      }
    }
  });

  it('asks for contacts in one component and one question (spec §3 columns and minContacts)', () => {
    const lists = programCatalog.flatMap((program) =>
      program.components.filter((component) => component.componentType === 'ContactListQuestion'),
    );
    expect(lists).toHaveLength(1);
    expect(lists[0]?.configuration).toMatchObject({
      minContacts: 0,
      columns: expect.arrayContaining([{ name: 'email', caption: 'Email' }]),
    });
    const questions = programCatalog.flatMap((program) => program.questions.filter((question) => question.questionTypeId === 6));
    expect(questions).toHaveLength(1);
    expect(questions[0]?.configuration).toMatchObject({ minContacts: 2 });
    expect(programCatalog.find((program) => program.id === programIdOf('technology-program'))?.questions).toContain(questions[0]);
  });

  it('makes the fifth question of the catalog optional (spec §2: question id 5 is skipped)', () => {
    const fifth = programCatalog.flatMap((program) => program.questions)[4];
    expect(fifth?.required).toBe(false);
  });
});
