import { useEffect, useRef } from 'react';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { hearthEditorTheme, hearthHighlight } from './highlight.js';
import { loadLanguageSupport } from './languageSupport.js';

type ChangeHandler = (state: EditorState, text: () => string) => void;

/** Shared by every editor, so a state kept in a draft works in whichever view shows it next. */
const languageSlot = new Compartment();
const handlers = new WeakMap<EditorView, ChangeHandler>();
const extensions = [
  lineNumbers(),
  highlightActiveLineGutter(),
  history(),
  drawSelection(),
  indentOnInput(),
  bracketMatching(),
  highlightActiveLine(),
  syntaxHighlighting(hearthHighlight),
  hearthEditorTheme,
  languageSlot.of([]),
  // Tab indents; Escape then Tab leaves the editor (CodeMirror's own keyboard escape hatch).
  keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
  EditorView.updateListener.of((update) => {
    if (update.docChanged) handlers.get(update.view)?.(update.state, () => update.state.doc.toString());
  }),
];

export interface CodeEditorProps {
  /** The text to start from when there is no kept editor state. */
  text: string;
  /** An EditorState kept in a draft: its text, undo history and selection come back. */
  restore: unknown;
  /** Catalogue language value; its highlighting loads on demand. */
  language: string;
  label: string;
  /** Put the cursor in the editor once it shows (a snippet just created). */
  autoFocus?: boolean;
  /** Every change of the document, with the new state and a way to read its text. */
  onChange: ChangeHandler;
}

/** CodeMirror 6 in Hearth's theme: line numbers, undo, bracket matching and the language's highlighting. */
export default function CodeEditor({ text, restore, language, label, autoFocus = false, onChange }: CodeEditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const seed = useRef({ text, restore, autoFocus });

  useEffect(() => {
    if (!parent.current) return;
    const { text: doc, restore: kept, autoFocus: focus } = seed.current;
    const state = kept instanceof EditorState ? kept : EditorState.create({ doc, extensions });
    const editor = new EditorView({ state, parent: parent.current });
    view.current = editor;
    if (focus) editor.focus();
    return () => {
      handlers.delete(editor);
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    if (view.current) handlers.set(view.current, onChange);
  }, [onChange]);

  useEffect(() => {
    view.current?.contentDOM.setAttribute('aria-label', label);
  }, [label]);

  useEffect(() => {
    let current = true;
    void loadLanguageSupport(language).then((support) => {
      if (current) view.current?.dispatch({ effects: languageSlot.reconfigure(support ?? []) });
    });
    return () => {
      current = false;
    };
  }, [language]);

  return <div ref={parent} className="code-editor" data-language={language} />;
}
