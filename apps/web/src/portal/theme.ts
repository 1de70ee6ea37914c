import { defaultTheme, type RaThemeOptions } from 'react-admin';

// Spec 001 §2: the side navigation is 200px wide.
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#2f6f5e' }, secondary: { main: '#245748' } },
  sidebar: { width: 200, closedWidth: 55 },
};
