// The short link editor (spec 002 §5): forced lowercase, other characters than a-z, 0-9, - and _
// removed as typed, and checked live: 'This short link is already in use.' / 'This short link is available.'
import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { profileCalls, shortLinkInput } from '../profileCalls';

export type ShortLinkStatus = 'unchanged' | 'checking' | 'available' | 'taken' | 'invalid';

interface ShortLinkFieldProps {
  value: string;
  current: string;
  onChange: (value: string) => void;
  onStatus: (status: ShortLinkStatus) => void;
}

export function ShortLinkField({ value, current, onChange, onStatus }: ShortLinkFieldProps) {
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    if (!value) {
      setMessage(null);
      onStatus('invalid');
      return;
    }
    if (value === current) {
      setMessage(null);
      onStatus('unchanged');
      return;
    }
    let live = true;
    onStatus('checking');
    const timer = setTimeout(() => {
      profileCalls.checkShortLink(value).then(
        (check) => {
          if (!live) return;
          setMessage(check.message ? { text: check.message, error: !check.available } : null);
          onStatus(!check.changed ? 'unchanged' : check.available ? 'available' : 'taken');
        },
        () => live && onStatus('invalid'),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // onStatus is the parent's setter; only the value and the current link matter here
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, current]);

  return (
    <TextField
      label="Short link"
      value={value}
      onChange={(e) => onChange(shortLinkInput(e.target.value))}
      autoFocus
      error={message?.error ?? false}
      helperText={message?.text ?? `${window.location.host}/${value || '…'}`}
      slotProps={{ htmlInput: { maxLength: 60, 'aria-describedby': 'short-link-message' }, formHelperText: { id: 'short-link-message', role: 'status' } }}
    />
  );
}
