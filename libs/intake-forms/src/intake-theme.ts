// The intake form's look, stored as a SurveyJS theme (JSON text): the pro picks an accent colour
// and whether questions sit on panels. Reading a theme keeps only SurveyJS theme settings with
// plain values (CSS variables named --sjs-…, colours and sizes, no url()), so a stored theme can
// restyle the fill page but never load anything. Imports nothing but its siblings.
import { IntakeMessages as M, MAX_INTAKE_THEME_LENGTH } from './intake-messages.js';

export interface IntakeTheme {
  themeName?: string;
  colorPalette?: 'light' | 'dark';
  isPanelless?: boolean;
  cssVariables?: Record<string, string>;
}

export type ReadIntakeTheme = { ok: true; theme: IntakeTheme } | { ok: false; problem: string };

const VARIABLE = /^--sjs-[a-z0-9-]{1,60}$/;
const VALUE = /^[#(),.%\w\s-]{0,100}$/;
const THEME_NAME = /^[\w-]{1,50}$/;
const MAX_VARIABLES = 100;

export const DEFAULT_ACCENT = '#19b394';
const HEX = /^#[0-9a-f]{6}$/i;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const readIntakeTheme = (text: unknown): ReadIntakeTheme => {
  if (typeof text !== 'string') return { ok: false, problem: M.themeInvalid };
  if (text.length > MAX_INTAKE_THEME_LENGTH) return { ok: false, problem: M.themeTooLarge };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: M.themeInvalid };
  }
  if (!isObject(parsed)) return { ok: false, problem: M.themeInvalid };
  const { themeName, colorPalette, isPanelless, cssVariables } = parsed;
  if (themeName !== undefined && (typeof themeName !== 'string' || !THEME_NAME.test(themeName))) return { ok: false, problem: M.themeInvalid };
  if (colorPalette !== undefined && colorPalette !== 'light' && colorPalette !== 'dark') return { ok: false, problem: M.themeInvalid };
  if (isPanelless !== undefined && typeof isPanelless !== 'boolean') return { ok: false, problem: M.themeInvalid };
  if (cssVariables !== undefined) {
    if (!isObject(cssVariables) || Object.keys(cssVariables).length > MAX_VARIABLES) return { ok: false, problem: M.themeInvalid };
    for (const [name, value] of Object.entries(cssVariables)) {
      if (!VARIABLE.test(name) || typeof value !== 'string' || !VALUE.test(value) || /url\s*\(/i.test(value)) return { ok: false, problem: M.themeInvalid };
    }
  }
  return {
    ok: true,
    theme: {
      ...(themeName !== undefined ? { themeName: themeName as string } : {}),
      ...(colorPalette !== undefined ? { colorPalette: colorPalette as 'light' | 'dark' } : {}),
      ...(isPanelless !== undefined ? { isPanelless: isPanelless as boolean } : {}),
      ...(cssVariables !== undefined ? { cssVariables: cssVariables as Record<string, string> } : {}),
    },
  };
};

const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16);
const darker = (hex: string) =>
  `#${[1, 3, 5].map((at) => Math.round(channel(hex, at) * 0.85).toString(16).padStart(2, '0')).join('')}`;

/** The theme of an accent colour (#rrggbb) and a panel choice, as the designer saves it. */
export const accentTheme = (accent: string, isPanelless: boolean): IntakeTheme => {
  const color = HEX.test(accent) ? accent.toLowerCase() : DEFAULT_ACCENT;
  return {
    themeName: 'intake',
    colorPalette: 'light',
    isPanelless,
    cssVariables: {
      '--sjs-primary-backcolor': color,
      '--sjs-primary-backcolor-dark': darker(color),
      '--sjs-primary-backcolor-light': `rgba(${channel(color, 1)}, ${channel(color, 3)}, ${channel(color, 5)}, 0.1)`,
      '--sjs-primary-forecolor': '#ffffff',
    },
  };
};

/** The accent colour of a stored theme (the default when it has none). */
export const accentOf = (theme: IntakeTheme | null): string => {
  const color = theme?.cssVariables?.['--sjs-primary-backcolor'];
  return color && HEX.test(color) ? color.toLowerCase() : DEFAULT_ACCENT;
};
