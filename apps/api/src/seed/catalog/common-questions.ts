import { dropDownQuestion, radioQuestion, textQuestion, type QuestionDraft } from './catalog-questions.ts';

/** 'Why do you want to attend?' free text, 500 characters. */
export function whyAttend(limit = 500): QuestionDraft {
  return textQuestion('Why do you want to attend?', limit, { questionName: 'whyAttend' });
}

/** Where the applicant is in their career, with an 'Other' free-text option. */
export function careerStage(): QuestionDraft {
  return radioQuestion(
    'Which best describes you?',
    ['Current NFL player', 'Former NFL player (Legend)', 'Former college player', 'Spouse or family member of a player'],
    { other: 'Other', questionName: 'careerStage' },
  );
}

/** How the applicant heard about the program. */
export function heardAbout(): QuestionDraft {
  return dropDownQuestion(
    'How did you hear about this program?',
    ['Player Engagement email', 'Legends Community newsletter', 'Club staff', 'Social media', 'A teammate or friend', 'NFLPA'],
    { questionName: 'heardAbout' },
  );
}

/** Self-rated experience with the program's subject. */
export function experienceLevel(subject: string): QuestionDraft {
  return radioQuestion(`How would you rate your experience with ${subject}?`, ['None yet', 'Some experience', 'Experienced', 'Expert'], {
    questionName: 'experienceLevel',
  });
}

/** Which session format the applicant prefers. */
export function attendanceFormat(): QuestionDraft {
  return radioQuestion('How will you attend?', ['In person', 'Virtually'], { questionName: 'attendanceFormat' });
}

/** Number of guests, 0 to 2. */
export function guestCount(): QuestionDraft {
  return dropDownQuestion('How many guests will attend with you?', ['0', '1', '2'], { questionName: 'guestCount' });
}

/** Optional free text at the end of a form. */
export function anythingElse(limit = 1000): QuestionDraft {
  return textQuestion('Is there anything else you would like us to know?', limit, { required: false, questionName: 'anythingElse' });
}
