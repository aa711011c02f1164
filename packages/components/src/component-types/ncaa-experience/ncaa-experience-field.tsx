import { useCallback, useMemo } from 'react';
import type { FieldPathList, FieldProps, UiSchema } from '@rjsf/utils';
import { NO_CONFERENCE, NO_DIVISION } from './definition.ts';
import type { NcaaExperienceAnswers } from './definition.ts';

const DIVISION = 'collegeDivision';
const CONFERENCE = 'conferenceCurrentlyCoachingIn';

/**
 * The NCAAExperience answers object (ui:field 'NCAAExperience.DivisionAndConference'):
 * the theme's ObjectField (fieldset, labels, errors) with the spec §4 rules
 * of the pair applied on change:
 * - choosing another college division clears the conference;
 * - choosing 'N/A' sets the conference to 'NA'.
 * The chosen division is handed to the conference widget as
 * `ui:options.division`, so it loads that division's conferences.
 */
export function NcaaExperienceField(props: FieldProps<NcaaExperienceAnswers>) {
  const { formData, onChange, fieldPathId, uiSchema, registry } = props;
  const { ObjectField } = registry.fields;
  const answers = useMemo<NcaaExperienceAnswers>(() => formData ?? {}, [formData]);
  const division = answers.collegeDivision;

  const handleChange = useCallback(
    (value: unknown, path: FieldPathList, ...rest: unknown[]) => {
      const own = fieldPathId.path;
      const isDivision = path.length === own.length + 1 && path.at(-1) === DIVISION;
      if (!isDivision || value === division) {
        onChange(value as NcaaExperienceAnswers, path, ...(rest as [undefined, string | undefined]));
        return;
      }
      const chosen = typeof value === 'string' ? value : undefined;
      const next: NcaaExperienceAnswers = {
        ...answers,
        collegeDivision: chosen,
        conferenceCurrentlyCoachingIn: chosen === NO_DIVISION ? NO_CONFERENCE : undefined,
      };
      onChange(next, own);
    },
    [answers, division, fieldPathId.path, onChange],
  );

  const childUiSchema = useMemo<UiSchema>(() => {
    const conferenceUi = (uiSchema?.[CONFERENCE] ?? {}) as UiSchema;
    const conferenceOptions = (conferenceUi['ui:options'] ?? {}) as Record<string, unknown>;
    const { 'ui:field': _ownField, ...rest } = uiSchema ?? {};
    return { ...rest, [CONFERENCE]: { ...conferenceUi, 'ui:options': { ...conferenceOptions, division: division ?? null } } };
  }, [uiSchema, division]);

  if (!ObjectField) return null;
  return <ObjectField {...props} uiSchema={childUiSchema} onChange={handleChange} />;
}
