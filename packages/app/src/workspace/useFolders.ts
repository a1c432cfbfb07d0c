import { useCallback, useEffect, useState } from 'react';
import { folderApi, type Folder } from '../api/folio-api.ts';
import { showApiError } from '../errors/show-api-error.ts';

/** The user's folders, refetched after every change so names and order come from the server. */
export function useFolders(): { folders: Folder[]; reload(): void } {
  const [folders, setFolders] = useState<Folder[]>([]);
  const reload = useCallback(() => {
    folderApi.list().then(setFolders, showApiError);
  }, []);
  useEffect(reload, [reload]);
  return { folders, reload };
}
