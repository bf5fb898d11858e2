import { $createCodeNode, $isCodeNode } from '@lexical/code';
import { $createLinkNode, $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListNode, REMOVE_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode, type HeadingTagType } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $createTextNode,
  $getSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  SELECTION_CHANGE_COMMAND,
  UNDO_COMMAND,
  type TextFormatType,
} from 'lexical';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BoldIcon, BulletListIcon, InlineCodeIcon, ItalicIcon, LinkIcon, NumberListIcon, RedoIcon, UndoIcon } from './EditorIcons.js';
import { LinkForm } from './LinkForm.js';

// Each block type's name is pages.toolbar.block.<type> in the catalogues.
type BlockType = 'paragraph' | 'h1' | 'h2' | 'h3' | 'quote' | 'code' | 'bullet' | 'number';
const choosable: BlockType[] = ['paragraph', 'h1', 'h2', 'h3', 'quote', 'code'];

interface ToolbarState {
  block: BlockType;
  bold: boolean;
  italic: boolean;
  code: boolean;
  link: string | null;
}

const blank: ToolbarState = { block: 'paragraph', bold: false, italic: false, code: false, link: null };

/** What the toolbar shows for the current selection. Runs inside an editor read. */
function $readToolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return blank;
  const anchor = selection.anchor.getNode();
  const top = $findMatchingParent(anchor, (node) => {
    const parent = node.getParent();
    return parent !== null && $isRootOrShadowRoot(parent);
  });
  let block: BlockType = 'paragraph';
  if ($isListNode(top)) block = ($getNearestNodeOfType(anchor, ListNode) ?? top).getListType() === 'number' ? 'number' : 'bullet';
  else if ($isHeadingNode(top)) block = (['h1', 'h2', 'h3'] as const).find((tag) => tag === top.getTag()) ?? 'h3';
  else if ($isQuoteNode(top)) block = 'quote';
  else if ($isCodeNode(top)) block = 'code';
  const link = $findMatchingParent(anchor, $isLinkNode);
  return { block, bold: selection.hasFormat('bold'), italic: selection.hasFormat('italic'), code: selection.hasFormat('code'), link: $isLinkNode(link) ? link.getURL() : null };
}

function ToolButton({ label, pressed, disabled, onClick, children }: { label: string; pressed?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="rich-tool"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the selection in the text while the button is pressed.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Block type, bold, italic, inline code, lists, link, undo and redo. */
export function Toolbar() {
  const { t } = useTranslation();
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>(blank);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  const [linking, setLinking] = useState(false);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => editorState.read(() => setState($readToolbarState()))),
        editor.registerCommand(
          SELECTION_CHANGE_COMMAND,
          () => {
            setState($readToolbarState());
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(CAN_UNDO_COMMAND, (can) => (setCanUndo(can), false), COMMAND_PRIORITY_LOW),
        editor.registerCommand(CAN_REDO_COMMAND, (can) => (setCanRedo(can), false), COMMAND_PRIORITY_LOW),
      ),
    [editor],
  );

  const setBlock = (block: BlockType) => {
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      if (block === 'paragraph') $setBlocksType(selection, () => $createParagraphNode());
      else if (block === 'quote') $setBlocksType(selection, () => $createQuoteNode());
      else if (block === 'code') $setBlocksType(selection, () => $createCodeNode());
      else if (block === 'h1' || block === 'h2' || block === 'h3') $setBlocksType(selection, () => $createHeadingNode(block satisfies HeadingTagType));
    });
    editor.focus();
  };
  const toggleList = (type: 'bullet' | 'number') => {
    if (state.block === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else editor.dispatchCommand(type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
  };
  const format = (type: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type);

  /** Links the selected text; with nothing selected, inserts the address itself as a link. */
  const applyLink = (url: string) => {
    editor.update(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection) && selection.isCollapsed() && !state.link) {
        const link = $createLinkNode(url);
        link.append($createTextNode(url));
        selection.insertNodes([link]);
      } else {
        editor.dispatchCommand(TOGGLE_LINK_COMMAND, url);
      }
    });
    setLinking(false);
    editor.focus();
  };

  return (
    <>
      <div className="rich-toolbar" role="toolbar" aria-label={t('pages.toolbar.label')}>
        <label className="sr-only" htmlFor="rich-block-type">
          {t('pages.toolbar.textStyle')}
        </label>
        <select
          id="rich-block-type"
          className="input select rich-block"
          value={choosable.includes(state.block) ? state.block : ''}
          onChange={(e) => setBlock(choosable.find((b) => b === e.target.value) ?? 'paragraph')}
        >
          {choosable.includes(state.block) ? null : <option value="">{t(`pages.toolbar.block.${state.block}`)}</option>}
          {choosable.map((b) => (
            <option key={b} value={b}>
              {t(`pages.toolbar.block.${b}`)}
            </option>
          ))}
        </select>
        <span className="rich-sep" aria-hidden="true" />
        <ToolButton label={t('pages.toolbar.bold')} pressed={state.bold} onClick={() => format('bold')}>
          <BoldIcon size={18} />
        </ToolButton>
        <ToolButton label={t('pages.toolbar.italic')} pressed={state.italic} onClick={() => format('italic')}>
          <ItalicIcon size={18} />
        </ToolButton>
        <ToolButton label={t('pages.toolbar.inlineCode')} pressed={state.code} onClick={() => format('code')}>
          <InlineCodeIcon size={18} />
        </ToolButton>
        <span className="rich-sep" aria-hidden="true" />
        <ToolButton label={t('pages.toolbar.block.bullet')} pressed={state.block === 'bullet'} onClick={() => toggleList('bullet')}>
          <BulletListIcon size={18} />
        </ToolButton>
        <ToolButton label={t('pages.toolbar.block.number')} pressed={state.block === 'number'} onClick={() => toggleList('number')}>
          <NumberListIcon size={18} />
        </ToolButton>
        <ToolButton label={state.link ? t('pages.toolbar.editLink') : t('pages.toolbar.link')} pressed={state.link !== null || linking} onClick={() => setLinking((open) => !open)}>
          <LinkIcon size={18} />
        </ToolButton>
        <span className="rich-sep" aria-hidden="true" />
        <ToolButton label={t('pages.toolbar.undo')} disabled={!canUndo} onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}>
          <UndoIcon size={18} />
        </ToolButton>
        <ToolButton label={t('pages.toolbar.redo')} disabled={!canRedo} onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}>
          <RedoIcon size={18} />
        </ToolButton>
      </div>
      {linking ? (
        <LinkForm
          current={state.link}
          onApply={applyLink}
          onRemove={() => {
            editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
            setLinking(false);
            editor.focus();
          }}
          onCancel={() => {
            setLinking(false);
            editor.focus();
          }}
        />
      ) : null}
    </>
  );
}
