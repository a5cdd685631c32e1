import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

function renderMarkdown(source: string, inline = false) {
  return render(<Markdown inline={inline}>{source}</Markdown>).container.firstElementChild as HTMLElement;
}

/** Nothing that can run script, load a resource or navigate. */
function expectInert(root: HTMLElement) {
  expect(root.querySelectorAll('img, script, a, iframe, object, embed, style, link, svg, math, form, input')).toHaveLength(0);
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      expect(attr.name).not.toMatch(/^on/i);
      expect(attr.name).not.toMatch(/^(src|href|srcset|style)$/i);
    }
  }
}

describe('Markdown: safety', () => {
  it.each([
    ['an image tag with a handler', '<img src=x onerror=alert(1)>'],
    ['a script element', '<script>alert(1)</script>'],
    ['a javascript: link', '[x](javascript:alert(1))'],
    ['a remote image', '![x](http://example.com/a.png)'],
    ['an autolink', '<http://example.com>'],
    ['a reference link', '[x][1]\n\n[1]: javascript:alert(1)'],
    ['an inline handler on a block', '<div onclick="alert(1)">hi</div>'],
  ])('shows %s as text and creates nothing active', (_label, source) => {
    for (const inline of [false, true]) {
      const root = renderMarkdown(source, inline);
      expectInert(root);
      // The source is on screen as typed (its first line, for the two-line reference link).
      expect(root.textContent).toContain(source.split('\n')[0]);
    }
  });

  it('keeps raw HTML inside code as text too', () => {
    const root = renderMarkdown('Use `<script>` here:\n\n```html\n<img src=x onerror=alert(1)>\n```');
    expectInert(root);
    expect(root.querySelector('p code')).toHaveTextContent('<script>');
    expect(root.querySelector('pre code')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});

describe('Markdown: the subset', () => {
  it('renders inline code, bold, italic and bullet lists', () => {
    const root = renderMarkdown('Run `ls -la` **now**, *carefully*:\n\n- one\n- two');
    expect(root.querySelector('p > code')).toHaveTextContent('ls -la');
    expect(root.querySelector('strong')).toHaveTextContent('now');
    expect(root.querySelector('em')).toHaveTextContent('carefully');
    expect([...root.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['one', 'two']);
  });

  it('keeps the line breaks and indentation of a fenced code block', () => {
    const code = 'function f() {\n    if (x) {\n        return 1;\n    }\n}';
    const root = renderMarkdown(`Look:\n\n\`\`\`js\n${code}\n\`\`\``);
    const block = root.querySelector('pre > code');
    expect(block).not.toBeNull();
    expect(block!.textContent).toBe(code);
  });

  it('keeps a single newline as a line break, and does not turn other Markdown into headings or quotes', () => {
    const root = renderMarkdown('# of hosts\n> quoted\nline two\n\n---');
    expect(root.querySelectorAll('h1, h2, blockquote, hr')).toHaveLength(0);
    const paragraph = root.querySelector('p')!;
    expect(paragraph.querySelectorAll('br')).toHaveLength(2);
    expect(paragraph.innerHTML).toBe('# of hosts<br>&gt; quoted<br>line two');
  });

  it('renders an option inline: no paragraph element inside a label', () => {
    const root = renderMarkdown('The `sudo` command', true);
    expect(root.tagName).toBe('SPAN');
    expect(root.querySelector('p')).toBeNull();
    expect(root.firstChild).toHaveProperty('nodeValue', 'The ');
    // A list in an option is still a list, and a newline still breaks the line.
    const list = renderMarkdown('Prints:\n- one\n- two', true);
    expect([...list.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(renderMarkdown('first\nsecond', true).querySelectorAll('br')).toHaveLength(1);
    expect(root.querySelector('code')).toHaveTextContent('sudo');
    expect(root).toHaveTextContent('The sudo command');
  });
});

describe('Markdown: lists and paragraphs', () => {
  it('renders a tight list without paragraphs, a loose one with them, and numbered lists from their start', () => {
    const tight = renderMarkdown('- one\n- two');
    expect(tight.querySelectorAll('li > p')).toHaveLength(0);
    const loose = renderMarkdown('- one\n\n- two');
    expect(loose.querySelectorAll('li > p')).toHaveLength(2);
    const numbered = renderMarkdown('3. three\n4. four');
    expect(numbered.querySelector('ol')).toHaveAttribute('start', '3');
  });

  it('separates two paragraphs of an option by a line break', () => {
    const option = renderMarkdown('first\n\nsecond', true);
    expect(option.innerHTML).toBe('first<br>second');
  });

  it('decodes character references as text, never as markup', () => {
    const root = renderMarkdown('&lt;b&gt;bold?&lt;/b&gt; &amp; `&lt;i&gt;`');
    expect(root.querySelector('b')).toBeNull();
    expect(root.querySelector('p')!.firstChild).toHaveProperty('nodeValue', '<b>bold?</b> & ');
    expect(root.querySelector('code')).toHaveTextContent('&lt;i&gt;');
  });
});
