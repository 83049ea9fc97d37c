export function checkImport(fromFile: string, spec: string, isTypeOnly: boolean): string | null;
export function layerOf(relPath: string): { layer: string; feature?: string } | null;
declare const plugin: { rules: Record<string, unknown> };
export default plugin;
