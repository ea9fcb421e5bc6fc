export declare function requireProductionBuild(buildDir?: string): void;
export interface ProductionServer {
  url: string;
  dataDir: string;
  pid: number;
  /** What the server wrote so far (with `captureLog`; empty otherwise). */
  log(): string;
  stop(options?: { keepData?: boolean }): Promise<void>;
}
export declare function startProductionServer(options: {
  port: number;
  buildDir?: string;
  env?: Record<string, string>;
  prepare?: (dataDir: string) => void | Promise<void>;
  captureLog?: boolean;
}): Promise<ProductionServer>;
