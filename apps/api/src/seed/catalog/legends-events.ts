import type { CatalogProgram } from './catalog-program.ts';
import { radioQuestion } from './catalog-questions.ts';
import { guestCount, whyAttend } from './common-questions.ts';
import { legendsEventProgram } from './program-builders.ts';

function combineLounge(id: number, day: 'Thursday' | 'Friday' | 'Saturday', date: string): CatalogProgram {
  return legendsEventProgram({
    id,
    path: `legends-lounge-combine-${day.toLowerCase()}`,
    title: `Legends Lounge at the Combine: ${day}`,
    dates: [date, date, '2027-02-12'],
    summary: `The Legends Lounge at the Scouting Combine on ${day}: watch the workouts with fellow Legends and club scouts.`,
    where: 'Indianapolis, Indiana',
    topics: ['Reserved Legends seating for the on-field workouts', 'Conversations with club personnel staff', 'Lunch and refreshments'],
    questions: [radioQuestion('Will you need a parking pass?', ['Yes', 'No'])],
  });
}

/** Legends events around the Combine, the Draft and the season kickoff. */
export const legendsEventPrograms: CatalogProgram[] = [
  combineLounge(19, 'Thursday', '2027-02-25'),
  combineLounge(20, 'Friday', '2027-02-26'),
  combineLounge(21, 'Saturday', '2027-02-27'),
  legendsEventProgram({
    id: 22,
    path: 'Legends-Draft-Viewing-Party',
    title: 'Legends Draft Viewing Party',
    dates: ['2026-04-23', '2026-04-23', '2026-04-16'],
    summary: 'Watch the first round of the NFL Draft with fellow Legends and their families.',
    where: 'Pittsburgh, Pennsylvania',
    topics: ['Private viewing area near the draft stage', 'Dinner and family activities'],
    extras: [
      'PlayerSegment',
      { type: 'FamilyInformation', configuration: { spouseInfo: true, kidsInfo: true, childrenHowMany: true, childrenAge: true } },
    ],
    questions: [guestCount()],
  }),
  legendsEventProgram({
    id: 23,
    path: 'nfl-legends-community-kickoff-celebration',
    title: 'NFL Legends Community Kickoff Celebration',
    dates: ['2027-01-16', '2027-01-16', '2027-01-08'],
    summary: 'Celebrate the launch of the Legends Community calendar for the new year with Legends from every era.',
    where: 'Dallas, Texas',
    topics: ['Preview of the year of Legends programs', 'Recognition of Legends community leaders', 'Dinner and live music'],
    questions: [guestCount(), whyAttend()],
  }),
  legendsEventProgram({
    id: 24,
    path: 'nfl-kickoff-game-legends-events',
    title: 'NFL Kickoff Game Legends Events',
    dates: ['2026-09-09', '2026-09-10', '2026-08-21'],
    summary: 'Legends events around the NFL Kickoff Game: a community service project and a pregame Legends reception.',
    where: 'Host city of the Kickoff Game',
    topics: ['Youth football clinic on the eve of the game', 'Pregame Legends reception', 'Game tickets for approved Legends'],
    questions: [radioQuestion('Which events will you attend?', ['Youth football clinic', 'Pregame reception', 'Both'])],
  }),
];
