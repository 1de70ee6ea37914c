import type { ReactNode } from 'react';

interface Props {
  title?: string;
  text?: string;
  children?: ReactNode;
}

export function NotFoundPage({ title = 'Page not found', text = 'The link you followed may be broken or expired.', children }: Props) {
  return (
    <main className="page">
      <section className="card" role="alert">
        <h1>{title}</h1>
        <p className="muted">{text}</p>
        {children}
      </section>
    </main>
  );
}
