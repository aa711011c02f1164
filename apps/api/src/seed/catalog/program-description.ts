/** Parts of a program's description (spec §3 eventDescription, rich text). */
export interface DescriptionParts {
  /** One or two sentences: what the program is and who it is for. */
  summary: string;
  /** Where and how it takes place, e.g. 'Virtual (Zoom)'. */
  where?: string;
  /** What participants do or learn; rendered as a bullet list. */
  topics?: readonly string[];
  /** Who may apply, one sentence. */
  eligibility?: string;
}

/** The description HTML: summary paragraph, optional location, topic list and eligibility. */
export function describeProgram({ summary, where, topics = [], eligibility }: DescriptionParts): string {
  const parts = [`<p>${summary}</p>`];
  if (where) parts.push(`<p><strong>Where:</strong> ${where}</p>`);
  if (topics.length > 0) parts.push(`<p>What to expect:</p><ul>${topics.map((topic) => `<li>${topic}</li>`).join('')}</ul>`);
  if (eligibility) parts.push(`<p><em>${eligibility}</em></p>`);
  return parts.join('');
}
