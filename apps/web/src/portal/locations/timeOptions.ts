// The hours editor's 15-minute grid, labelled like the spec (9:00 AM, 12:00 PM).
const QUARTERS = Array.from({ length: 96 }, (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`);

/** "13:30" -> "1:30 PM"; "24:00" (a block ending at midnight) -> "12:00 AM (midnight)". */
export function timeLabel(time: string): string {
  if (time === '24:00') return '12:00 AM (midnight)';
  const [h, m] = time.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

function including(times: string[], current: string): string[] {
  return times.includes(current) ? times : [...times, current].sort();
}

/** Start times 12:00 AM to 11:45 PM, plus the current value if it is off the grid. */
export function startTimes(current: string): string[] {
  return including(QUARTERS, current);
}

/** End times 12:15 AM to midnight, plus the current value if it is off the grid. */
export function endTimes(current: string): string[] {
  return including([...QUARTERS.slice(1), '24:00'], current);
}
