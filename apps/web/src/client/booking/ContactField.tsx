import type { InputHTMLAttributes, Ref } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  problem: string | null | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input whose message is announced and tied to it. */
export function ContactField({ id, label, problem, inputRef, ...input }: Props) {
  const messageId = `${id}-problem`;
  return (
    <div className={`field${problem ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={inputRef} aria-invalid={problem ? true : undefined} aria-describedby={problem ? messageId : undefined} {...input} />
      {problem && (
        <p id={messageId} className="field-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
