import { formatCents } from '../../shared/formatMoney';
import type { PublicService } from '../practice/publicPractice';
import { formatDuration, lengthOptions } from '../practice/serviceText';

interface Props {
  service: PublicService;
  variationId: string | null;
  onPick: (variationId: string | null) => void;
}

/** The service's lengths and prices, shortest first. One click chooses. */
export function VariationStep({ service, variationId, onPick }: Props) {
  const options = lengthOptions(service);
  return (
    <ul className="choices">
      {options.map((option) => (
        <li key={option.id ?? 'base'}>
          <button type="button" className="choice" aria-pressed={option.id === variationId} onClick={() => onPick(option.id)}>
            <span className="choice-name">{formatDuration(option.timeLength)}</span>
            <span className="choice-meta">{formatCents(option.amountCents)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
