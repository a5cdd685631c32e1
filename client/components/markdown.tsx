/**
 * Question text, option texts and explanations as the small Markdown subset of API.md ("Questions,
 * v2"): inline code, fenced code blocks, bold, italic, line breaks and lists. Nothing else.
 *
 * Parsing is mdast-util-from-markdown (micromark, the CommonMark parser of remark and
 * react-markdown); rendering its syntax tree to React is the few lines below, so the bundle carries
 * the parser and no HTML machinery. Safety does not rest on cleaning HTML afterwards: the parser is
 * told not to recognise raw HTML, links, autolinks, images or link definitions at all, so
 * `<script>`, `[x](javascript:…)` and `![x](http://…)` stay literal text; the renderer creates only
 * the elements of the subset, never sets an attribute from the source, and never uses innerHTML.
 *
 * Lazy screens only (quiz, results, admin): the parser must stay out of the landing page's bundle.
 * The look (monospace code, blocks that scroll sideways) is in styles/index.css under `.markdown`.
 */
import type { Nodes, Parent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { Fragment, memo, useMemo, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';

/** micromark constructs outside the subset: never recognised, so their source shows as typed. */
const DISABLED_CONSTRUCTS = [
  'htmlFlow',
  'htmlText',
  'autolink',
  'labelStartLink',
  'labelStartImage',
  'definition',
  'headingAtx',
  'setextUnderline',
  'blockQuote',
  'thematicBreak',
  // Four spaces of indentation are not code: only fenced blocks are (API.md).
  'codeIndented',
];
const SUBSET = [{ disable: { null: DISABLED_CONSTRUCTS } }];

/** A single newline in a paragraph is a line break, as question authors expect. */
function textWithBreaks(value: string): ReactNode {
  const lines = value.split('\n');
  return lines.length === 1 ? value : lines.map((line, i) => (i === 0 ? line : [<br key={i} />, line]));
}

/**
 * One node of the tree as React. `inline` (an option, inside a label that holds phrasing content
 * only) renders paragraphs as their text with a break between them. `tight` is a list whose items
 * are not separated by blank lines: their paragraphs are just text.
 */
function render(node: Nodes, key: number, inline: boolean, tight = false): ReactNode {
  const kids = (parent: Parent, tightKids = false) => parent.children.map((child, i) => render(child, i, inline, tightKids));
  switch (node.type) {
    case 'root':
      return inline
        ? node.children.map((child, i) => (
            <Fragment key={i}>
              {i > 0 && child.type === 'paragraph' && node.children[i - 1]?.type === 'paragraph' && <br />}
              {render(child, i, inline)}
            </Fragment>
          ))
        : kids(node);
    case 'paragraph':
      return inline || tight ? <Fragment key={key}>{kids(node)}</Fragment> : <p key={key}>{kids(node)}</p>;
    case 'text':
      return <Fragment key={key}>{textWithBreaks(node.value)}</Fragment>;
    case 'break':
      return <br key={key} />;
    case 'strong':
      return <strong key={key}>{kids(node)}</strong>;
    case 'emphasis':
      return <em key={key}>{kids(node)}</em>;
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'code':
      return (
        <pre key={key}>
          <code>{node.value}</code>
        </pre>
      );
    case 'list': {
      const items = node.children.map((item, i) => <li key={i}>{kids(item, !node.spread && !item.spread)}</li>);
      return node.ordered ? (
        <ol key={key} start={node.start ?? undefined}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    default:
      // Nothing else is parsed with the constructs above switched off; should anything appear, its text shows and nothing more.
      if ('children' in node) return <Fragment key={key}>{kids(node)}</Fragment>;
      return 'value' in node ? <Fragment key={key}>{node.value}</Fragment> : null;
  }
}

export interface MarkdownProps extends Omit<ComponentProps<'div'>, 'children'> {
  children: string;
  /** For option texts: rendered in a span with no paragraph elements (a label holds phrasing content only). */
  inline?: boolean;
}

/** Memoised: the quiz re-renders every second for its timer, and the text has not changed. */
export const Markdown = memo(function Markdown({ children, inline = false, className, ...props }: MarkdownProps) {
  const content = useMemo(() => render(fromMarkdown(children, { extensions: SUBSET }), 0, inline), [children, inline]);
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag className={cn('markdown', className)} {...props}>
      {content}
    </Tag>
  );
});
