import { escapeHtml, renderSubject, renderTemplate } from './render-template.js';

describe('renderTemplate', () => {
  const variables = { 'client.first_name': 'Ada', 'client.last_name': '<b>Love</b> & "lace"' };

  it('fills known variables, with or without spaces inside the braces', () => {
    expect(renderTemplate('Hi {{client.first_name}} / {{ client.first_name }}', variables)).toBe('Hi Ada / Ada');
  });

  it('leaves unknown variables visible as written', () => {
    expect(renderTemplate('Hi {{client.nickname}} {{ practitioner.first_name }}', variables)).toBe('Hi {{client.nickname}} {{ practitioner.first_name }}');
  });

  it('does not treat inherited object keys as variables', () => {
    expect(renderTemplate('{{constructor}} {{toString}}', variables)).toBe('{{constructor}} {{toString}}');
  });

  it('escapes values in HTML but not the template markup', () => {
    expect(renderTemplate('<p title="{{client.last_name}}">{{client.last_name}}</p>', variables, 'html')).toBe(
      '<p title="&lt;b&gt;Love&lt;/b&gt; &amp; &quot;lace&quot;">&lt;b&gt;Love&lt;/b&gt; &amp; &quot;lace&quot;</p>',
    );
  });

  it('keeps values as they are in plain text', () => {
    expect(renderTemplate('{{client.last_name}}', variables)).toBe('<b>Love</b> & "lace"');
  });

  it('does not render placeholders that a value brings in', () => {
    expect(renderTemplate('{{a}}', { a: '{{b}}', b: 'no' })).toBe('{{b}}');
  });

  it('inserts markup blocks as they are, and only by their own name', () => {
    expect(renderTemplate('<div>{{details}}</div> {{client.last_name}}', variables, 'html', { details: '<table></table>' })).toBe(
      '<div><table></table></div> &lt;b&gt;Love&lt;/b&gt; &amp; &quot;lace&quot;',
    );
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('keeps a subject on one line whatever the values hold', () => {
    expect(renderSubject('New request from {{name}}', { name: 'Eve\r\nBcc: victim@example.com' })).toBe('New request from Eve Bcc: victim@example.com');
  });
});
