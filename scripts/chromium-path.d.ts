export declare const BUNDLED: "@sparticuz";
export declare function chromiumPath(env?: NodeJS.ProcessEnv): Promise<string>;
