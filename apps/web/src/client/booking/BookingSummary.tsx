import { formatCents } from '../../shared/formatMoney';
import { formatDateTime } from '../../shared/formatTime';
import type { PublicService } from '../practice/publicPractice';
import { formatDuration, locationLabel } from '../practice/serviceText';
import { STEPS, type FlowPlan, type StepName } from './bookingSelection';

interface Props {
  service: PublicService;
  plan: FlowPlan;
  onChangeStep: (step: StepName) => void;
  /** On the practice page the service itself can be changed. */
  onChangeService?: () => void;
}

interface Line {
  label: string;
  value: string;
  step?: StepName;
}

/** The choices made so far, each with a way back to change it. */
export function BookingSummary({ service, plan, onChangeStep, onChangeService }: Props) {
  const before = (step: StepName) => plan.steps.includes(step) && STEPS.indexOf(step) < STEPS.indexOf(plan.step);
  const lines: Line[] = [];
  const own = `${formatDuration(plan.variation?.timeLength ?? service.timeLength)} · ${formatCents(plan.variation?.amountCents ?? service.amountCents)}`;
  if (before('variation')) lines.push({ label: 'Length', value: own, step: 'variation' });
  if (before('addons')) lines.push({ label: 'Add-ons', value: plan.addOns.map((addOn) => addOn.name).join(', ') || 'None', step: 'addons' });
  if (plan.location && STEPS.indexOf(plan.step) > STEPS.indexOf('location')) {
    lines.push({ label: 'Location', value: locationLabel(plan.location), step: plan.steps.includes('location') ? 'location' : undefined });
  }
  if (plan.startsAt && plan.location && plan.step === 'contact') {
    lines.push({ label: 'Time', value: formatDateTime(plan.startsAt, plan.location.timeZone), step: 'time' });
  }
  if (plan.addOns.length > 0) lines.push({ label: 'Total', value: `${formatDuration(plan.timeLength)} · ${formatCents(plan.amountCents)}` });

  return (
    <dl className="summary">
      <div className="summary-line">
        <dt>Service</dt>
        <dd>
          <span>{before('variation') ? service.name : `${service.name} · ${own}`}</span>
          {onChangeService && (
            <button type="button" className="inline-link" onClick={onChangeService} aria-label="Change service">
              Change
            </button>
          )}
        </dd>
      </div>
      {lines.map((line) => (
        <div className="summary-line" key={line.label}>
          <dt>{line.label}</dt>
          <dd>
            <span>{line.value}</span>
            {line.step && (
              <button type="button" className="inline-link" onClick={() => onChangeStep(line.step!)} aria-label={`Change ${line.label.toLowerCase()}`}>
                Change
              </button>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
