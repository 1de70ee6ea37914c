export function CancellationPolicy({ policy }: { policy: string | null }) {
  if (!policy?.trim()) return null;
  return (
    <section className="card" aria-labelledby="policy-heading">
      <h2 id="policy-heading" className="section-title">Cancellation policy</h2>
      <p className="policy-text">{policy}</p>
    </section>
  );
}
