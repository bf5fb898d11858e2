// The signed-in shell's code, asked for by index.html itself when a sign-in is saved: it then loads
// beside the entry script instead of after it has run (issue 48). The login screen never fetches it.

/**
 * The files the signed-in chunk needs beyond the entry's own: the chunk, the chunks it imports
 * (recursively) and their stylesheets, as file names under assets/.
 * @param {Record<string, {type: string, name?: string, fileName: string, isEntry?: boolean, imports?: string[], viteMetadata?: {importedCss?: Set<string>}}>} bundle
 * @param {string} chunkName
 * @returns {string[]}
 */
export function chunkFiles(bundle, chunkName) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const start = chunks.find((c) => c.name === chunkName && !c.isEntry);
  if (!start) return [];
  // What the entry already loads statically is on its way before any script runs.
  const loaded = new Set();
  const walk = (file, into) => {
    const chunk = byFile.get(file);
    if (!chunk || into.has(file)) return;
    into.add(file);
    for (const dep of chunk.imports ?? []) walk(dep, into);
  };
  for (const entry of chunks.filter((c) => c.isEntry)) walk(entry.fileName, loaded);
  const wanted = new Set();
  walk(start.fileName, wanted);
  const files = [...wanted].filter((f) => !loaded.has(f));
  const css = files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
  return [...files, ...css].map((f) => f.replace(/^assets\//, ''));
}

/**
 * index.html's inline script: with a saved sign-in, preload those files (modules as modulepreload,
 * stylesheets as style preloads, both in the CORS mode Vite's loader asks for them in later).
 * @param {string[]} files
 * @param {string} tokenKey the localStorage key of the saved sign-in (authStore.ts)
 * @returns {string}
 */
export function preloadScript(files, tokenKey) {
  return (
    `(function(){try{if(!localStorage.getItem(${JSON.stringify(tokenKey)}))return;` +
    `${JSON.stringify(files)}.forEach(function(f){var l=document.createElement('link'),c=/\\.css$/.test(f);` +
    `l.rel=c?'preload':'modulepreload';if(c)l.as='style';l.crossOrigin='';l.href='/assets/'+f;document.head.appendChild(l)})}catch(e){}})();`
  );
}
