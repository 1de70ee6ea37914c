// The top search box (spec 000 §2.4): suggestions in two sections, Therapies and Practitioners, as
// the visitor types. Arrow keys move through them, Enter picks (or searches the typed text), Escape
// closes. A therapy runs the search; a practitioner opens its page.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { fetchSuggestions, type Suggestions } from './searchCalls';

type Option = { kind: 'therapy'; id: string; label: string; detail: string } | { kind: 'practitioner'; id: string; label: string; shortLink: string };

const optionsOf = (s: Suggestions | null): Option[] =>
  s
    ? [
        ...s.therapies.map((t): Option => ({ kind: 'therapy', id: t.id, label: t.name, detail: t.category })),
        ...s.practitioners.map((p): Option => ({ kind: 'practitioner', id: p.id, label: p.name, shortLink: p.shortLink })),
      ]
    : [];

export function SearchBox({
  initial,
  onSearch,
  onPractitioner,
  extra,
}: {
  initial: string;
  onSearch: (text: string) => void;
  onPractitioner: (shortLink: string) => void;
  /** Optional: more fields of the same form before its Search button (the search page's location box). */
  extra?: ReactNode;
}) {
  const [text, setText] = useState(initial);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);
  const listId = useId();
  const latest = useRef('');

  useEffect(() => setText(initial), [initial]);

  useEffect(() => {
    const query = text.trim();
    latest.current = query;
    if (!query || !open) {
      setSuggestions(null);
      return;
    }
    const timer = window.setTimeout(() => {
      fetchSuggestions(query)
        .then((s) => {
          if (latest.current !== query) return;
          setSuggestions(s);
          setFailed(false);
          setActive(-1);
        })
        .catch(() => latest.current === query && setFailed(true));
    }, 120);
    return () => window.clearTimeout(timer);
  }, [text, open]);

  const options = optionsOf(suggestions);
  const showList = open && text.trim() !== '' && (suggestions !== null || failed);

  const pick = (option: Option) => {
    setOpen(false);
    if (option.kind === 'therapy') {
      setText(option.label);
      onSearch(option.label);
    } else onPractitioner(option.shortLink);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const last = options.length - 1;
      setActive((i) => (event.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = active >= 0 ? options[active] : undefined;
      if (option) pick(option);
      else {
        setOpen(false);
        onSearch(text.trim());
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const activeOption = active >= 0 && active < options.length ? options[active] : undefined;
  const optionId = (o: Option) => `${listId}-${o.kind}-${o.id}`;
  const section = (title: string, kind: Option['kind']) => {
    const items = options.map((o, i) => ({ o, i })).filter(({ o }) => o.kind === kind);
    if (items.length === 0) return null;
    return (
      <li role="presentation" className="suggest-section">
        <div className="suggest-heading" id={`${listId}-${kind}`} aria-hidden="true">
          {title}
        </div>
        <ul role="group" aria-labelledby={`${listId}-${kind}`} className="suggest-group">
          {items.map(({ o, i }) => (
            <li
              key={o.id}
              id={optionId(o)}
              role="option"
              aria-selected={i === active}
              className={`suggest-option${i === active ? ' is-active' : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(o)}
            >
              <span>{o.label}</span>
              {o.kind === 'therapy' && o.detail !== o.label && <span className="muted suggest-detail">{o.detail}</span>}
            </li>
          ))}
        </ul>
      </li>
    );
  };

  return (
    <form
      className="search-box"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        setOpen(false);
        onSearch(text.trim());
      }}
    >
      <div className="search-combo">
        <input
          type="search"
          role="combobox"
          aria-label="Search therapies or practitioners"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          placeholder="Search therapies or practitioners"
          maxLength={100}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {showList && (
          <ul id={listId} role="listbox" className="suggest-list" aria-label="Suggestions">
            {failed && <li className="suggest-empty">Suggestions are unavailable right now.</li>}
            {!failed && options.length === 0 && <li className="suggest-empty">No suggestions</li>}
            {section('Therapies', 'therapy')}
            {section('Practitioners', 'practitioner')}
          </ul>
        )}
      </div>
      {extra}
      <button type="submit" className="button button-primary">
        Search
      </button>
    </form>
  );
}
