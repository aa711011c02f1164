import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '../../i18n/use-interface-language.ts';
import { useId } from 'react';
import type { Contact } from '@huddle/schemas';
import type { DisplayComponentViewProps } from '../../react-parts/component-react-parts.ts';
import type { ProgramDisplay } from '../../program-display.ts';
import { SafeHtml } from '../../safe-html.tsx';

/**
 * Footer (spec §2, Footer): the program's footer message (rich text), its
 * contacts (name, email as a mailto link, office and mobile numbers) and
 * its social links. Its own labels follow the interface language.
 */
export function FooterView({ program }: DisplayComponentViewProps) {
  useInterfaceLanguage();
  const contactsId = useId();
  return (
    <div className="program-footer">
      <SafeHtml html={program.footerMessage} className="rich-text" />
      {program.contacts.length > 0 ? (
        <section className="program-footer__contacts" aria-labelledby={contactsId}>
          <h2 className="program-footer__heading" id={contactsId}>
            {t`Contacts`}
          </h2>
          <ul className="contacts">
            {program.contacts.map((contact) => (
              <ContactCard key={contact.contactId} contact={contact} />
            ))}
          </ul>
        </section>
      ) : null}
      <SocialLinks social={program.social} />
    </div>
  );
}

function ContactCard({ contact }: { contact: Contact }) {
  return (
    <li className="contact">
      <span className="contact__name">{contact.contactName}</span>
      <a className="contact__email" href={`mailto:${contact.contactEmail}`}>
        {contact.contactEmail}
      </a>
      {contact.officeNumber ? <span className="contact__phone">{t`Office: ${contact.officeNumber}`}</span> : null}
      {contact.mobileNumber ? <span className="contact__phone">{t`Mobile: ${contact.mobileNumber}`}</span> : null}
    </li>
  );
}

const SOCIAL_NAMES = { facebook: 'Facebook', instagram: 'Instagram', twitter: 'Twitter' } as const;

function SocialLinks({ social }: { social: ProgramDisplay['social'] }) {
  useInterfaceLanguage();
  const links = (Object.keys(SOCIAL_NAMES) as (keyof typeof SOCIAL_NAMES)[]).flatMap((key) => {
    const href = webAddress(social[key]);
    return href === null ? [] : [{ key, name: SOCIAL_NAMES[key], href }];
  });
  if (links.length === 0) return null;
  return (
    <nav className="social-links" aria-label={t`Social media`}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.name}
              <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Only http(s) addresses become links; bare host names get https://. */
function webAddress(address: string | null): string | null {
  if (!address) return null;
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(address) ? address : `https://${address}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
