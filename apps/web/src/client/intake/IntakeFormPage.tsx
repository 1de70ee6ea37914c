import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { NotFoundPage } from '../NotFoundPage';
import { fetchIntakeForm, saveIntakeFormResponse, type IntakeFormFill } from './intakeFormCalls';
import { IntakeThankYou } from './IntakeThankYou';
import './IntakeFormPage.css';

// SurveyJS is loaded only on this page (its own chunk), never with the other client pages.
const IntakeSurvey = lazy(() => import('../../shared/intake/IntakeSurvey'));

type Load =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; fill: IntakeFormFill }
  | { status: 'thanks'; fill: IntakeFormFill };

const loadingForm = (
  <p className="loading" role="status">
    Loading your intake form…
  </p>
);

/** /m/intake/{uniqueId}: the intake form a client was sent (spec 000 §2.6). */
export function IntakeFormPage({ uniqueId }: { uniqueId: string }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    fetchIntakeForm(uniqueId).then(
      (fill) => active && setLoad(fill ? { status: 'ready', fill } : { status: 'not-found' }),
      (error: Error) => {
        console.error('Intake form not loaded', error); // spec 000 §8: intake failures are only logged
        if (active) setLoad({ status: 'error', message: error.message });
      },
    );
    return () => {
      active = false;
    };
  }, [uniqueId]);

  useEffect(() => {
    if (load.status === 'ready' || load.status === 'thanks') document.title = `Intake form · ${load.fill.practiceName}`;
  }, [load]);

  const submit = useCallback(
    (formData: string) =>
      saveIntakeFormResponse(uniqueId, formData).catch((error: Error) => {
        console.error('Intake form answers not saved', error);
        throw error;
      }),
    [uniqueId],
  );
  const thank = useCallback(() => setLoad((l) => (l.status === 'ready' ? { status: 'thanks', fill: l.fill } : l)), []);

  switch (load.status) {
    case 'loading':
      return <main className="page">{loadingForm}</main>;
    case 'not-found':
      return <NotFoundPage title="Intake form not found" text="This link is invalid or the intake form no longer exists." />;
    case 'error':
      return <NotFoundPage title="Intake form unavailable" text={load.message} />;
    case 'thanks':
      return (
        <main className="page">
          <IntakeThankYou practiceName={load.fill.practiceName} practiceUrl={load.fill.practiceUrl} />
        </main>
      );
    case 'ready': {
      const { fill } = load;
      if (fill.completed || !fill.form) {
        return (
          <main className="page">
            <section className="card" role="status">
              <h1>Intake form already completed</h1>
              <p className="muted">You have already completed this intake form for {fill.practiceName}. Thank you!</p>
              <a className="button button-secondary" href={fill.practiceUrl}>
                Visit {fill.practiceName}
              </a>
            </section>
          </main>
        );
      }
      return (
        <main className="page page-intake">
          <p className="intake-from muted">Intake form for {fill.practiceName}</p>
          <Suspense fallback={loadingForm}>
            <IntakeSurvey form={fill.form} theme={fill.theme} onSubmit={submit} onCompleted={thank} />
          </Suspense>
        </main>
      );
    }
  }
}
