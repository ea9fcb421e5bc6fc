export declare const PUBLIC_PAGES: readonly string[];
