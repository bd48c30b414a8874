/**
 * The listing editor's field messages, shared by the islands that make up its one form (details and hours,
 * map point, premium profile) and its Save bar, which sets them. Null until the first save on this page:
 * until then each island shows what the page rendered (a refused no-JavaScript post's messages).
 */
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';

export const $editorErrors = atom<Record<string, string> | null>(null);

/** The messages to show: the last save's, else the page's own. */
export function useEditorErrors(fromPage: Record<string, string>): Record<string, string> {
  return useStore($editorErrors) ?? fromPage;
}
