import type { ComponentEntry } from './catalog-components.ts';
import type { CatalogProgram } from './catalog-program.ts';
import { dropDownQuestion, radioQuestion, textQuestion } from './catalog-questions.ts';
import { guestCount, whyAttend } from './common-questions.ts';
import { legendsEventProgram } from './program-builders.ts';

const superBowlCity = 'Los Angeles, California (Super Bowl LXI week)';
const spouseAttends: ComponentEntry = {
  type: 'FamilyInformation',
  configuration: { spouseInfo: true, spouseShirtSize: false, kidsInfo: false },
};
/** Colleagues from the applicant's business who come along (ContactListQuestion, spec §3 columns and minContacts). */
const colleaguesAttending: ComponentEntry = {
  type: 'ContactListQuestion',
  displayName: 'Other Attendees',
  configuration: {
    sectionTitle: 'Colleagues Attending With You',
    columns: [
      { name: 'fullName', caption: 'Full Name' },
      { name: 'jobTitle', caption: 'Job Title' },
      { name: 'email', caption: 'Email' },
    ],
    minContacts: 0,
  },
};
const familyAttends: ComponentEntry = {
  type: 'FamilyInformation',
  configuration: {
    spouseInfo: true,
    spouseShirtSize: true,
    kidsInfo: true,
    childrenHowMany: true,
    childrenAge: true,
    childrenShirtSize: true,
  },
};

function loungeDay(id: number, day: 1 | 2, date: string): CatalogProgram {
  return legendsEventProgram({
    id,
    path: `super-bowl-legends-lounge-${day}`,
    title: `Super Bowl Legends Lounge ${day}`,
    eventName: `Super Bowl Legends Lounge (Day ${day})`,
    dates: [date, date, '2027-01-22'],
    summary: `Day ${day} of the Legends Lounge, the hospitality home of NFL Legends during Super Bowl week.`,
    where: superBowlCity,
    topics: ['Food, drinks and live game analysis', 'Meet-and-greets with fans and league partners', 'Complimentary photo portraits'],
    eligibility: 'Open to former NFL players and one guest.',
    extras: ['PlayerSegment', spouseAttends],
    personal: { requireNumYearsPlayed: true, requireShirtSize: true },
    questions: [guestCount(), radioQuestion('Would you be willing to sign autographs at the lounge?', ['Yes', 'No'])],
  });
}

/** Legends events of Super Bowl LXI and Pro Bowl week. */
export const superBowlEventPrograms: CatalogProgram[] = [
  legendsEventProgram({
    id: 11,
    path: 'legends-community-super-bowl-ticket-lottery',
    title: 'Legends Community Super Bowl Ticket Lottery',
    dates: ['2027-02-14', '2027-02-14', '2026-12-11'],
    summary: 'Legends Community members may enter a lottery for the chance to buy up to two face-value tickets to Super Bowl LXI.',
    where: 'SoFi Stadium, Inglewood, California',
    topics: ['Winners are drawn at random in mid-December', 'Winners receive a purchase link by email', 'One entry per Legend'],
    questions: [
      dropDownQuestion('How many tickets would you like to purchase?', ['1', '2']),
      radioQuestion('Have you attended a Super Bowl as a Legend before?', ['Yes', 'No']),
    ],
  }),
  legendsEventProgram({
    id: 12,
    path: 'super-bowl-legends-lunch-and-learn',
    title: 'Super Bowl Legends Lunch and Learn',
    dates: ['2027-02-11', '2027-02-11', '2027-01-29'],
    summary: 'A lunch for Legends with short talks from business leaders who made the move from the field to the boardroom.',
    where: superBowlCity,
    topics: ['Keynote on building a second career', 'Small-group conversations with executives', 'Networking lunch'],
    questions: [
      whyAttend(),
      radioQuestion('Do you have any dietary restrictions?', ['None', 'Vegetarian', 'Vegan', 'Gluten-free'], { other: 'Other' }),
    ],
  }),
  loungeDay(13, 1, '2027-02-12'),
  loungeDay(14, 2, '2027-02-13'),
  legendsEventProgram({
    id: 15,
    path: 'legends-business-network-super-bowl-event',
    title: 'Legends Business Network Super Bowl Event',
    dates: ['2027-02-10', '2027-02-10', '2027-01-22'],
    summary: 'An evening reception for Legend business owners and executives with league partners and club business staff.',
    where: superBowlCity,
    topics: ['Introductions to league partners', 'Panel on growing a Legend-owned business', 'Business directory showcase'],
    extras: ['PlayerSegment', colleaguesAttending],
    questions: [
      textQuestion('Tell us about your business or the industry you work in.', 500),
      radioQuestion('Would you like to be introduced to league partners at the event?', ['Yes', 'No']),
    ],
  }),
  legendsEventProgram({
    id: 16,
    path: 'legends-coaches-network-super-bowl-event',
    title: 'Legends Coaches Network Super Bowl Event',
    dates: ['2027-02-11', '2027-02-11', '2027-01-22'],
    summary: 'A breakfast for Legends who coach, with NFL head coaches and college coordinators sharing hiring insights.',
    where: superBowlCity,
    topics: ['Panel on the coaching hiring cycle', 'Roundtables by side of the ball', 'Networking with club staff'],
    questions: [
      dropDownQuestion('What level do you currently coach at?', ['Not coaching yet', 'Youth', 'High school', 'College', 'Professional']),
      whyAttend(),
    ],
  }),
  legendsEventProgram({
    id: 17,
    path: 'pro-bowl-skills-challenge-attendee',
    title: 'Pro Bowl Skills Challenge Attendee',
    dates: ['2027-02-03', '2027-02-04', '2027-01-08'],
    summary: 'Legends and their families are invited to watch the Pro Bowl Games skills competitions from the Legends section.',
    where: 'Camping World Stadium, Orlando, Florida',
    topics: ['Reserved seating for you and your family', 'Pregame field access', 'Family activities zone'],
    extras: ['PlayerSegment', familyAttends],
    questions: [radioQuestion('Which day will you attend?', ['Skills challenge day', 'Pro Bowl Games day', 'Both days'])],
  }),
  legendsEventProgram({
    id: 18,
    path: 'legends-community-pro-bowl-tickets',
    title: 'Legends Community Pro Bowl Tickets',
    dates: ['2027-02-04', '2027-02-04', '2027-01-08'],
    summary: 'Complimentary Pro Bowl Games tickets for Legends Community members, while supplies last.',
    where: 'Camping World Stadium, Orlando, Florida',
    questions: [dropDownQuestion('How many tickets do you need?', ['1', '2', '3', '4'])],
  }),
];
