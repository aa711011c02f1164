import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { errorMessage } from '../api/api-error.ts';
import { usePageTitle } from '../shell/use-page-title.ts';

/** Shown when a page's data fails to load: the API's message and 'Try again'. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useLingui();
  const router = useRouter();
  usePageTitle(t`Error`);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t`Something went wrong`}</h1>
      <p role="alert" className="alert alert--error">
        {errorMessage(error)}
      </p>
      <Button className="button" onPress={() => void router.invalidate()}>
        {t`Try again`}
      </Button>
    </section>
  );
}
