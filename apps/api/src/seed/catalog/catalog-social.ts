import type { ProgramSettings } from '@huddle/schemas';

/** The social-link fields of program settings (spec §3: show flag plus address per network). */
export type SocialLinks = Pick<
  ProgramSettings,
  'showFacebookLink' | 'facebookAddress' | 'showInstagramLink' | 'instagramAddress' | 'showTwitterLink' | 'twitterAddress'
>;

/** No social links: flags off, addresses empty (spec §4: unticking clears the address). */
export const noSocialLinks: SocialLinks = {
  showFacebookLink: false,
  facebookAddress: '',
  showInstagramLink: false,
  instagramAddress: '',
  showTwitterLink: false,
  twitterAddress: '',
};

/** Social links of the Legends community. */
export const legendsSocialLinks: SocialLinks = {
  showFacebookLink: true,
  facebookAddress: 'https://www.facebook.com/NFLLegends',
  showInstagramLink: true,
  instagramAddress: 'https://www.instagram.com/nfllegends',
  showTwitterLink: true,
  twitterAddress: 'https://twitter.com/NFLLegends',
};

/** Social links of Player Engagement (Instagram and Twitter only). */
export const playerEngagementSocialLinks: SocialLinks = {
  ...noSocialLinks,
  showInstagramLink: true,
  instagramAddress: 'https://www.instagram.com/nflpe',
  showTwitterLink: true,
  twitterAddress: 'https://twitter.com/NFLPE',
};
