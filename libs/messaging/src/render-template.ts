// Fills {{client.first_name}}-style placeholders. A placeholder we have no value for stays as
// written, so a typo in a (later: pro-edited) template shows up in the message instead of
// silently vanishing. Values are escaped for HTML; the template itself is trusted markup, and so
// are `markup` values: blocks our own code built from escaped parts (a table of services).
export type TemplateVariables = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

export const renderTemplate = (template: string, variables: TemplateVariables, format: 'text' | 'html' = 'text', markup: TemplateVariables = {}): string =>
  template.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (Object.hasOwn(markup, name)) return markup[name];
    if (!Object.hasOwn(variables, name)) return placeholder;
    return format === 'html' ? escapeHtml(variables[name]) : variables[name];
  });

/** Subject lines are one line: a value with a line break must not start a new header. */
export const renderSubject = (template: string, variables: TemplateVariables): string =>
  renderTemplate(template, variables).replace(/\s*[\r\n]+\s*/g, ' ').trim();
