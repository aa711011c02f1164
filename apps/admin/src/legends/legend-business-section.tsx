import { Trans, useLingui } from '@lingui/react/macro';
import type { LegendApplication } from '@huddle/schemas';
import { useState, type FormEvent } from 'react';
import { saveBusinessDescription } from '../api/legends.ts';
import { failureDetail } from '../participants/failure-detail.ts';

/** Props of LegendBusinessSection. */
export interface LegendBusinessSectionProps {
  /** The Legend's latest application; null when they have none. */
  business: LegendApplication | null;
  /** 'legends.edit': the description can be changed. */
  canEdit: boolean;
  onSaved: () => Promise<void>;
}

/**
 * The Legend's business (spec §3 company fields) from their latest
 * application: company name, industry, certifications, service area,
 * address, website, company phone and email, year formed, employees, and
 * the description the public business directory shows (editable with
 * 'legends.edit'); 'No business' without an application.
 */
export function LegendBusinessSection({ business, canEdit, onSaved }: LegendBusinessSectionProps) {
  const { t } = useLingui();
  const [description, setDescription] = useState(business?.businessDescription ?? '');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  if (business === null) {
    return (
      <section className="card" aria-labelledby="business-heading">
        <h2 id="business-heading">{t`Business`}</h2>
        <p>{t`No business`}</p>
      </section>
    );
  }
  const facts: Array<[string, string | null | undefined]> = [
    [t`Company Name`, business.companyName],
    [t`Industry`, business.industry],
    [t`Business Certifications`, business.businessCertifications.join(', ')],
    [t`Service Area`, business.serviceArea],
    [
      t`Address`,
      [business.address1, business.address2, business.city, business.state, business.zipCode, business.country].filter(Boolean).join(', '),
    ],
    [t`Website`, business.website],
    [t`Company Phone`, business.phoneNumber],
    [t`Primary Contact Email`, business.primaryContactEmail],
    [t`Year Formed`, business.yearFormed],
    [t`Number of Employees`, business.numberOfEmployees],
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (business === null) return;
    setSaving(true);
    setNotice(null);
    try {
      await saveBusinessDescription(business.applicationId, description);
      setNotice({ ok: true, text: t`Description saved.` });
      await onSaved();
    } catch (failure) {
      const detail = failureDetail(failure) ?? t`Unknown Error`;
      setNotice({ ok: false, text: t`Failed to save your data. ${detail}` });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card" aria-labelledby="business-heading">
      <h2 id="business-heading">
        <Trans>Business</Trans>
      </h2>
      <dl className="details">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value || t`none specified`}</dd>
          </div>
        ))}
      </dl>
      {canEdit ? (
        <form onSubmit={(event) => void submit(event)} className="legend-form">
          <label className="form-field__label" htmlFor="business-description">{t`Directory description`}</label>
          <textarea
            id="business-description"
            className="form-field__input"
            rows={4}
            maxLength={5000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          {notice === null ? null : (
            <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'alert alert--success' : 'alert alert--error'}>
              {notice.text}
            </p>
          )}
          <div className="section-actions">
            <button type="submit" className="button button--primary" disabled={saving}>
              {saving ? t`Saving...` : t`Save Description`}
            </button>
          </div>
        </form>
      ) : business.businessDescription ? (
        <p>{business.businessDescription}</p>
      ) : null}
    </section>
  );
}
