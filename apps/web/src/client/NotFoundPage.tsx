export function NotFoundPage({ title = 'Page not found', text = 'The link you followed may be broken or expired.' }: { title?: string; text?: string }) {
  return (
    <main className="page">
      <section className="card" role="alert">
        <h1>{title}</h1>
        <p className="muted">{text}</p>
      </section>
    </main>
  );
}
