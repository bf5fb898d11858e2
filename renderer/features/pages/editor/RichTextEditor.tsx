import { CodeHighlightNode, CodeNode } from '@lexical/code';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { AutoLinkNode, LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $createParagraphNode, $getRoot, $isDecoratorNode, $isElementNode, type LexicalEditor } from 'lexical';
import { useTranslation } from 'react-i18next';
import { isAllowedLinkUrl } from './linkUrl.js';
import { Toolbar } from './Toolbar.js';

export interface RichTextEditorProps {
  /** The HTML the editor starts from; read once, on mount. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Id of the label that names the editable area. */
  labelledBy: string;
}

const theme: InitialConfigType['theme'] = {
  code: 'rt-code-block',
  link: 'rt-link',
  text: { code: 'rt-code', underline: 'rt-underline', strikethrough: 'rt-strike' },
  list: { nested: { listitem: 'rt-nested' } },
};

/** Stored HTML into the editor: blocks go to the root as they are, loose text and links into paragraphs. */
function loadHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  if (html.trim()) {
    const dom = new DOMParser().parseFromString(html, 'text/html');
    let paragraph: ReturnType<typeof $createParagraphNode> | null = null;
    for (const node of $generateNodesFromDOM(editor, dom)) {
      const block = ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();
      if (block) {
        root.append(node);
        paragraph = null;
        continue;
      }
      if (!paragraph) {
        paragraph = $createParagraphNode();
        root.append(paragraph);
      }
      paragraph.append(node);
    }
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

/**
 * The page content editor (Lexical): headings, bold, italic, inline code, lists, links, quotes and
 * code blocks, 300 px tall, coloured by the theme's variables. Answers HTML on every change.
 */
export default function RichTextEditor({ initialHtml, onChange, labelledBy }: RichTextEditorProps) {
  const { t } = useTranslation();
  const initialConfig: InitialConfigType = {
    namespace: 'hearth-page',
    theme,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, AutoLinkNode, CodeNode, CodeHighlightNode],
    onError: (error) => {
      throw error;
    },
    editorState: (editor) => loadHtml(editor, initialHtml),
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className="rich-editor">
        <Toolbar />
        <div className="rich-editor-scroll">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className="rich-editor-input rich-text"
                aria-labelledby={labelledBy}
                aria-multiline="true"
                aria-placeholder={t('pages.editor.placeholder')}
                placeholder={<div className="rich-editor-placeholder">{t('pages.editor.placeholder')}</div>}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isAllowedLinkUrl} />
        <OnChangePlugin ignoreSelectionChange onChange={(state, editor) => state.read(() => onChange($generateHtmlFromNodes(editor, null)))} />
      </div>
    </LexicalComposer>
  );
}
