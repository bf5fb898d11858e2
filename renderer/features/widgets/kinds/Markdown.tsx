import type { ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from './markdown.js';

function inline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={i} />;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'strong':
        return <strong key={i}>{inline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{inline(node.children)}</em>;
      case 'link':
        return (
          <a key={i} href={node.href} target="_blank" rel="noopener noreferrer">
            {inline(node.children)}
          </a>
        );
    }
  });
}

function block(node: Block, i: number): ReactNode {
  switch (node.type) {
    case 'heading': {
      const Tag = (['h4', 'h5', 'h6'] as const)[node.level - 1]!;
      return <Tag key={i}>{inline(node.children)}</Tag>;
    }
    case 'paragraph':
      return <p key={i}>{inline(node.children)}</p>;
    case 'quote':
      return <blockquote key={i}>{inline(node.children)}</blockquote>;
    case 'code':
      return (
        <pre key={i}>
          <code>{node.text}</code>
        </pre>
      );
    case 'list': {
      const Tag = node.ordered ? 'ol' : 'ul';
      return (
        <Tag key={i}>
          {node.items.map((item, j) => (
            <li key={j}>{inline(item)}</li>
          ))}
        </Tag>
      );
    }
  }
}

/** A note's Markdown as React elements (headings start at h4: the area is an h2, each widget's title an h3). */
export function Markdown({ source }: { source: string }) {
  return <div className="widget-markdown">{parseMarkdown(source).map(block)}</div>;
}
