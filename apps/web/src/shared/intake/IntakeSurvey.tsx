// An intake form rendered by SurveyJS's MIT form library (survey-core + survey-react-ui). Heavy
// (SurveyJS and its styles), so pages load it lazily: the portal's preview and the client's fill
// page import this file with React.lazy, and no other page downloads it.
import { useEffect, useMemo } from 'react';
import { Model, type ITheme } from 'survey-core';
import { Survey } from 'survey-react-ui';
// Fontless: the full stylesheet fetches Open Sans from Google's servers, which works neither offline
// nor under our Content-Security-Policy (font-src 'self'); the form uses the page's fonts instead.
import 'survey-core/survey-core.fontless.min.css';

export interface IntakeSurveyProps {
  /** SurveyJS JSON text. */
  form: string;
  /** A SurveyJS theme, JSON text. */
  theme: string | null;
  /**
   * Saves the answers (JSON text) before the survey completes; a rejection keeps the client on the
   * form with its message, so they can try again. Without it (the preview) completing saves nothing.
   */
  onSubmit?: (formData: string) => Promise<void>;
  /** After the answers were saved. */
  onCompleted?: () => void;
}

const parsed = (text: string | null): Record<string, unknown> | null => {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
};

export default function IntakeSurvey({ form, theme, onSubmit, onCompleted }: IntakeSurveyProps) {
  const model = useMemo(() => {
    const survey = new Model(parsed(form) ?? {});
    const look = parsed(theme);
    if (look) survey.applyTheme(look as ITheme);
    survey.completeText = 'Submit';
    // Answers count as typed, so a 'required' message goes away at once instead of on leaving the
    // field, which would move the page under a click that follows.
    survey.textUpdateMode = 'onTyping';
    // The page says thank you itself (with the countdown); the preview shows SurveyJS's own.
    if (onSubmit) survey.showCompletedPage = false;
    return survey;
    // A new model only for another form or theme: answers typed so far stay on a re-render.
  }, [form, theme]);

  useEffect(() => {
    const completing = async (_: Model, options: { allow: boolean; message?: string }) => {
      if (!onSubmit) return;
      try {
        await onSubmit(JSON.stringify(model.data));
      } catch (error) {
        options.allow = false;
        options.message = (error as Error).message;
      }
    };
    const completed = () => onCompleted?.();
    model.onCompleting.add(completing);
    model.onComplete.add(completed);
    return () => {
      model.onCompleting.remove(completing);
      model.onComplete.remove(completed);
    };
  }, [model, onSubmit, onCompleted]);

  return <Survey model={model} />;
}
