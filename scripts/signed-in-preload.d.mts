export interface BundleEntry {
  type: string;
  name?: string;
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
  viteMetadata?: { importedCss?: Set<string> };
}
export function chunkFiles(bundle: Record<string, BundleEntry>, chunkName: string): string[];
export function preloadScript(files: string[], tokenKey: string): string;
